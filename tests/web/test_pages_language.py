"""The pages in the device's language (docs/i18n.md): the remembered choice (a cookie), else
the browser's Accept-Language among the catalogs, else English; <html lang>, the title, the
template's words, the preloaded catalog and the manifest follow it."""
import re

from companion.config import Config
from companion.web import create_app

from .conftest import OPEN_LIMITS


def _client(tmp_path):
    return create_app(Config(db=str(tmp_path / "lang.sqlite3"), **OPEN_LIMITS)).test_client()


def _page(client, path="/t/KX7QPA", **headers):
    resp = client.get(path, headers=headers)
    assert resp.status_code == 200 and "Accept-Language" in resp.headers["Vary"]
    html = resp.get_data(as_text=True)
    lang = re.search(r'<html lang="([^"]+)">', html).group(1)
    return lang, html


def test_the_browsers_language_picks_the_page_and_its_catalog(tmp_path):
    client = _client(tmp_path)
    lang, html = _page(client, **{"Accept-Language": "de-CH,de;q=0.9,en;q=0.5"})
    assert lang == "de"
    assert "<title>Tisch KX7QPA · Eleusis</title>" in html
    assert '<link rel="preload" href="/static/i18n/de.ftl" as="fetch" crossorigin>' in html
    assert "Zum Tisch springen" in html and "/static/i18n/en.ftl" not in html
    assert _page(client, **{"Accept-Language": "fr-FR"})[0] == "fr"
    assert _page(client, "/", **{"Accept-Language": "it"})[0] == "it"
    assert _page(client, **{"Accept-Language": "pt-BR,ja"})[0] == "en"  # no catalog: English
    assert _page(client)[0] == "en"


def test_only_the_first_few_hundred_bytes_of_accept_language_are_read(tmp_path):
    """A browser's header is under 200 bytes: a long one is judged by its beginning (what lies past
    ``pages.ACCEPT_LANGUAGE_READ`` is never parsed), so an 8 KB header costs what a short one does."""
    client = _client(tmp_path)
    filler = ",".join(f"x-{i};q=0.1" for i in range(800))  # about 8 KB of languages nobody has
    assert len(filler) > 8000
    assert _page(client, **{"Accept-Language": "it;q=0.9," + filler})[0] == "it"
    assert _page(client, **{"Accept-Language": filler + ",de;q=1"})[0] == "en"  # beyond what is read


def test_the_devices_choice_wins_over_the_browser(tmp_path):
    client = _client(tmp_path)
    client.set_cookie("eleusis_lang", "es")
    lang, html = _page(client, "/t/KX7QPA/board", **{"Accept-Language": "de"})
    assert lang == "es" and "<title>Mesa KX7QPA · pantalla grande</title>" in html
    client.set_cookie("eleusis_lang", "xx\"><script>")  # not a catalog: ignored
    assert _page(client, **{"Accept-Language": "de"})[0] == "de"


def test_a_rooms_phone_page_and_its_organizers_screen_are_written_in_the_devices_language(tmp_path):
    client = _client(tmp_path)
    lang, html = _page(client, "/r/KQRMTA", **{"Accept-Language": "fr"})
    assert lang == "fr" and "<title>Salle KQRMTA · Eleusis</title>" in html and 'data-mode="room"' in html
    lang, html = _page(client, "/r/KQRMTA/organizer", **{"Accept-Language": "de"})
    assert lang == "de" and "<title>Raum KQRMTA · Leitung</title>" in html and 'data-mode="organizer"' in html
    assert client.get("/r/no-such-code!").status_code == 404  # not a code's shape


def test_every_catalog_is_offered_in_its_own_words(tmp_path):
    _, html = _page(_client(tmp_path))
    offered = re.search(r'data-languages="([^"]+)"', html).group(1).replace("&#34;", '"')
    for own in ('"de": "Deutsch"', '"fr": "Français"', '"es": "Español"', '"it": "Italiano"', '"en": "English"'):
        assert own in offered


def test_the_manifest_speaks_the_devices_language(tmp_path):
    resp = _client(tmp_path).get("/manifest.webmanifest", headers={"Accept-Language": "fr"})
    body = resp.get_json(force=True)
    assert body["lang"] == "fr" and body["name"] == "Eleusis, le compagnon de table"
    assert "téléphone" in body["description"] and "Accept-Language" in resp.headers["Vary"]


def test_a_page_looks_at_the_catalogs_folder_once_and_the_next_request_looks_again(tmp_path, monkeypatch):
    """A page asks for its catalogs several times (its language, its words, every catalog's own name):
    the folder is listed and its files checked once per request, and again at the next one (an edited
    catalog is still seen at once)."""
    from companion import catalogs as messages

    looked = []
    real = messages.catalogs
    monkeypatch.setattr(messages, "catalogs", lambda where=None: looked.append(where) or real(where))
    client = _client(tmp_path)
    assert _page(client, **{"Accept-Language": "de"})[0] == "de"
    assert len(looked) == 1
    assert _page(client, "/", **{"Accept-Language": "fr"})[0] == "fr"
    assert len(looked) == 2
