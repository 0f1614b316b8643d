"""The app shell: installable (manifest, icons, service worker at the root
scope), light on the first load, usable at 360 px in both themes."""
import gzip
import json
import subprocess
import sys

import pytest
from playwright.sync_api import expect

from .conftest import ROOT, join_table, start_table

pytestmark = pytest.mark.browser


def test_manifest_and_service_worker(phones):
    phone = phones(service_workers="allow")
    phone.goto("/")
    page = phone.page
    manifest = page.request.get(phone.base + "/manifest.webmanifest")
    assert manifest.ok and "manifest+json" in manifest.headers["content-type"]
    body = json.loads(manifest.text())
    assert body["start_url"] == "/" and body["display"] == "standalone"
    for icon in body["icons"]:
        assert page.request.get(phone.base + icon["src"]).ok, icon
    assert {"192x192", "512x512"} <= {i["sizes"] for i in body["icons"]}
    sw = page.request.get(phone.base + "/sw.js")
    assert sw.ok and sw.headers["service-worker-allowed"] == "/"
    assert "javascript" in sw.headers["content-type"]
    assert "/api/" in sw.text() and "/static/js/app.js" in sw.text()
    # 127.0.0.1 is a secure context: the worker installs and controls the scope "/".
    scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == phone.base + "/"


def test_first_load_of_the_join_page_is_light(phones, server):
    ann = phones()
    code = start_table(ann, "Ann")
    guest = phones()
    sizes = {}

    def seen(response):
        if response.request.resource_type in ("document", "stylesheet", "script", "image", "fetch", "other") and response.ok:
            try:
                sizes[response.url] = len(gzip.compress(response.body()))
            except Exception:  # noqa: BLE001 - a redirect or an aborted body has none
                pass

    guest.page.on("response", seen)
    guest.goto(f"/t/{code}")
    expect(guest.page.get_by_label("Your name")).to_be_visible()
    guest.page.wait_for_load_state("networkidle")
    own = {u: n for u, n in sizes.items() if "/api/" not in u}
    assert [u for u in own if "/static/i18n/" in u] == [guest.base + "/static/i18n/en.ftl"]  # its language only, its first part
    assert sum(own.values()) < 60 * 1024, own  # gzipped, as a proxy sends them (bench/page_weight.py)
    bench = subprocess.run([sys.executable, str(ROOT / "bench" / "page_weight.py")], capture_output=True, text=True)
    assert bench.returncode == 0, bench.stdout + bench.stderr


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_narrow_phone_has_no_sideways_scroll(phones, scheme):
    ann = phones({"width": 360, "height": 740})
    ann.page.emulate_media(color_scheme=scheme)
    ann.goto("/")
    ann.no_horizontal_scroll()
    code = start_table(ann, "Annabelle-Marguerite")
    ann.no_horizontal_scroll()
    ben = phones({"width": 360, "height": 740})
    ben.page.emulate_media(color_scheme=scheme)
    join_table(ben, code, "Ben")
    ben.no_horizontal_scroll()
    # Every button the host can see is at least 44 px tall, once Ben's arrival is drawn
    # (measured mid-redraw, or in a closed dialog, a button has no box at all).
    expect(ann.testid("person-Ben")).to_be_visible()
    # One evaluation finds and measures them, so a redraw cannot fall between the two.
    heights = ann.page.wait_for_function("""() => {
        const hs = [...document.querySelectorAll('main button')]
            .filter(e => e.getClientRects().length).map(e => e.getBoundingClientRect().height);
        return hs.length ? hs : null;
    }""").json_value()
    assert heights and min(heights) >= 44, heights
    if scheme == "dark":
        ben.shot("lobby-player-dark")


def test_the_accessibility_check_finds_what_it_should(phones):
    """A canary for assert_accessible: a missing alt text and grey-on-grey text are caught."""
    from .conftest import assert_accessible

    phone = phones()
    phone.goto("/")
    expect(phone.page.get_by_role("heading", name="Start a table")).to_be_visible()
    phone.page.evaluate("""() => {
      const img = document.createElement('img'); img.src = '/static/icons/icon-192.png'; document.querySelector('main').append(img);
      const p = document.createElement('p'); p.textContent = 'faint'; document.querySelector('main').append(p);
      p.style.color = '#bbb'; p.style.background = '#ccc'; }""")  # CSSOM: the CSP allows no <style> element
    with pytest.raises(AssertionError) as caught:
        assert_accessible(phone, "canary", schemes=("light",))
    assert "image-alt" in str(caught.value) and "color-contrast" in str(caught.value)


@pytest.mark.parametrize("path", ["phone", "board"])
def test_the_header_title_is_never_cut(phones, path):
    """At 360 px the title reads in full ("Table KX7QPA", not "Tabl…"), whatever the pill says."""
    ann = phones({"width": 360, "height": 740})
    code = start_table(ann, "Ann")
    if path == "board":
        ann.goto(f"/t/{code}/board")
    where = ann.page.locator("#where")
    expect(where).to_contain_text(f"Table {code}")
    for offline in (False, True):
        ann.context.set_offline(offline)
        expect(ann.page.locator("#conn")).to_have_text("offline" if offline else "live")
        fits = ann.page.evaluate("""() => { const e = document.getElementById('where'); const r = e.getBoundingClientRect();
          return e.scrollWidth <= e.clientWidth + 1 && r.right <= innerWidth && getComputedStyle(e).textOverflow !== 'ellipsis'; }""")
        assert fits, (path, offline)
        ann.no_horizontal_scroll()
    ann.context.set_offline(False)


def test_reduced_motion_is_respected(phones):
    phone = phones()
    phone.goto("/")
    button = "getComputedStyle(document.querySelector('button[type=submit]')).transitionDuration"
    expect(phone.page.get_by_role("heading", name="Start a table")).to_be_visible()
    phone.page.emulate_media(reduced_motion="no-preference")
    assert phone.page.evaluate(button) != "0s"
    phone.page.emulate_media(reduced_motion="reduce")
    assert phone.page.evaluate(button) == "0s"
