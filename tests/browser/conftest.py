"""Browser tests: Debian's Chromium driven by Playwright, one context per phone,
against the real server (``python -m companion serve``) on a free port."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from tests.support import ServerProcess, free_port

ROOT = Path(__file__).resolve().parents[2]
# Screenshots are taken with UPDATE_SCREENS=1 only, into docs/screens/ (commit them).
UPDATE_SCREENS = bool(os.environ.get("UPDATE_SCREENS"))
SHOTS = ROOT / "docs" / "screens"
# Debian's chromium-headless-shell: the headless Chromium Playwright itself runs by default, without the
# desktop browser's parts a test never sees
CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium-headless-shell")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
PHONE = {"width": 390, "height": 844}
BOARD = {"width": 1280, "height": 800}

expect.set_options(timeout=10_000)


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """One server for the browser tests of a test process (each makes tables and rooms of its own: a start
    costs a second and a half of CPU), with its public address set to where the test browser reaches it: every
    link a page prints (join, rejoin) is the one its QR codes carry, and the test browser can
    open it (a server on 127.0.0.1 alone prints its own address and says phones cannot reach it:
    tests/browser/test_setup_and_links.py covers that case)."""
    port = free_port()
    proc = ServerProcess(str(tmp_path_factory.mktemp("server") / "browser.sqlite3"), port=port,
                         env={"COMPANION_PUBLIC_URL": f"http://127.0.0.1:{port}"}).start()
    yield proc
    proc.discard()


# What Chromium prints on the console when the page breaks its Content-Security-Policy
# (a blocked script, style, image, socket…) or when a Permissions-Policy header is wrong.
POLICY_WORDS = ("Content Security Policy", "Content-Security-Policy", "Permissions-Policy", "Permissions policy")


def watch(page: Page, errors: list, policy: list) -> None:
    """Collect script errors and every policy complaint of a page (each phone asserts none at the end)."""
    page.on("pageerror", lambda exc: errors.append(str(exc)))

    def console(msg):
        if any(word in msg.text for word in POLICY_WORDS):
            policy.append(f"{msg.type}: {msg.text}")

    page.on("console", console)


class BrowserPhone:
    """One person's phone in Chromium: a browser context of its own (its own localStorage). The same seat
    through the API and a socket, without a browser, is ``tests.phones.Phone``.

    A phone is a plain tab, as on the table's Wi-Fi over plain http, where a page is not a secure context
    and has no service worker: the tests of the installed shell and of a reload offline pass
    ``service_workers="allow"`` (a page on 127.0.0.1 is a secure context, and installing the shell's files
    in every phone's context would cost each test a page load more)."""

    def __init__(self, browser, base: str, viewport=PHONE, locale="en-US", **context):
        """``locale``: the browser's language (navigator.languages, Accept-Language); English
        unless a test says otherwise. ``context``: more of Playwright's context options."""
        self.base = base
        context.setdefault("service_workers", "block")  # a plain tab (see the class's docstring)
        self.context = browser.new_context(viewport=viewport, device_scale_factor=1, color_scheme="light",
                                           locale=locale, **context)
        self.page: Page = self.context.new_page()
        self.page.set_default_timeout(10_000)
        self.errors: list[str] = []
        self.policy: list[str] = []
        watch(self.page, self.errors, self.policy)

    @classmethod
    def another_page(cls, phone: "BrowserPhone", viewport) -> "BrowserPhone":
        """A second tab in the same browser (same localStorage, so the same seat)."""
        tab = cls.__new__(cls)
        tab.base, tab.context, tab.errors, tab.policy = phone.base, phone.context, [], []
        tab.page = phone.context.new_page()
        tab.page.set_viewport_size(viewport)
        watch(tab.page, tab.errors, tab.policy)
        return tab

    # -- navigation and taps --
    def goto(self, path: str):
        self.page.goto(self.base + path)
        return self

    def button(self, name: str, exact: bool = True):
        return self.page.get_by_role("button", name=name, exact=exact)

    def tap(self, name: str, exact: bool = True):
        self.button(name, exact).click()
        return self

    def tap_twice(self, name: str, confirm: str):
        self.tap(name)
        self.tap(confirm)
        return self

    def testid(self, tid: str):
        return self.page.get_by_test_id(tid)

    def play(self, k: int, on_behalf: str | None = None):
        """Pick k (a chip for 1-5, else "More" and the number) and tap Play: two taps."""
        if k <= 5:
            self.testid(f"count-{k}").click()
        else:
            self.tap("More")
            self.page.get_by_label("Cards to play", exact=False).fill(str(k))
        word = "card" if k == 1 else "cards"
        self.tap(f"{on_behalf} plays {k} {word}" if on_behalf else f"Play {k} {word}")

    # -- what the phone shows --
    def expect_text(self, text: str):
        expect(self.page.get_by_text(text, exact=False).first).to_be_visible()

    def hand_of(self, name: str):
        return self.testid(f"hand-{name}").locator(".num")

    def no_horizontal_scroll(self):
        width = self.page.evaluate("document.documentElement.scrollWidth")
        assert width <= self.page.viewport_size["width"], f"page scrolls sideways: {width}px"

    def shot(self, name: str):
        """docs/screens/<name>.png, with UPDATE_SCREENS=1 (else nothing: a screenshot costs CPU)."""
        if not UPDATE_SCREENS:
            return
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.wait_for_timeout(150)  # let the last frame settle (scroll of the layout row)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"))

    def close(self):
        assert not self.errors, f"script errors on a phone: {self.errors}"
        assert not self.policy, f"Content-Security-Policy / Permissions-Policy complaints: {self.policy}"
        self.context.close()


@pytest.fixture
def phones(browser, server):
    made: list[BrowserPhone] = []

    def make(viewport=PHONE, **context) -> BrowserPhone:
        phone = BrowserPhone(browser, server.url, viewport, **context)
        made.append(phone)
        return phone

    yield make
    for phone in made:
        phone.close()


def start_table(phone: BrowserPhone, name: str, profile: str = "howell") -> str:
    phone.goto("/")
    phone.page.locator(f"input[name=profile][value={profile}]").check()
    phone.page.get_by_label("Your name").fill(name)
    phone.tap("Start the table")
    phone.page.wait_for_url("**/t/*")
    code = phone.page.url.rstrip("/").rsplit("/", 1)[-1]
    expect(phone.page.get_by_role("heading", name=f"Table {code}")).to_be_visible()
    return code


def join_table(phone: BrowserPhone, code: str, name: str):
    phone.goto(f"/t/{code}")
    phone.page.get_by_label("Your name").fill(name)
    phone.tap("Take a seat")
    expect(phone.page.get_by_text("You are seated", exact=False)).to_be_visible()


def seat_and_start(host: BrowserPhone, order: list[str], first_dealer: str):
    """Start: the host names the first dealer, taps Start, and confirms the seat order
    clockwise (Clear, then everyone in order) — the start always asks for it."""
    host.page.get_by_label("First dealer").select_option(label=first_dealer)
    host.tap("Start the game")
    host.tap("Clear")
    for name in order:
        host.page.get_by_test_id(f"person-{name}").get_by_role("button").click()
    expect(host.testid("clockwise")).to_have_text("Clockwise: " + " → ".join(order + order[:1]))
    host.tap("Start with this seat order")
    expect(host.button("Start with this seat order")).to_have_count(0)


def express_for_three(phones):
    """Ann (host, first dealer), Ben and Cat at a started express table: (code, ann, ben, cat)."""
    ann = phones()
    code = start_table(ann, "Ann", "express")
    ben, cat = phones(), phones()
    join_table(ben, code, "Ben")
    join_table(cat, code, "Cat")
    seat_and_start(ann, ["Ann", "Ben", "Cat"], "Ann")
    return code, ann, ben, cat


# ---- accessibility: axe-core (bundled with axe-playwright-python) in both colour schemes ----

_AXE = None
# the violations alone cross back to Python: axe's whole result (every rule it ran, about 49 KB on the start
# page) cost the test process 34 ms to take in, and a run 200 ms instead of 110
AXE_RUN = "([context, options]) => axe.run(context || document, options).then((r) => ({ violations: r.violations }))"


def assert_accessible(phone: BrowserPhone, what: str, schemes=("light", "dark"), exclude=None):
    """0 serious or critical axe-core findings on what the phone shows now, in each scheme.
    The phone's scheme is put back as it was."""
    global _AXE
    from axe_playwright_python.sync_playwright import Axe

    _AXE = _AXE or Axe()
    page = phone.page
    was = page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    try:
        for scheme in schemes:
            page.emulate_media(color_scheme=scheme)
            page.wait_for_timeout(50)
            context = {"exclude": [[sel] for sel in exclude]} if exclude else None
            if not page.evaluate("typeof window.axe !== 'undefined'"):  # once a page, not once a run
                page.evaluate(_AXE.axe_script)
            found = page.evaluate(AXE_RUN, [context, {"resultTypes": ["violations"]}])
            bad = [v for v in found["violations"] if v.get("impact") in ("serious", "critical")]
            assert not bad, f"{what} ({scheme}): " + "; ".join(
                f"{v['id']}: {[n['target'] for n in v['nodes']][:4]} {v['nodes'][0].get('failureSummary', '')[:300]}"
                for v in bad)
    finally:
        page.emulate_media(color_scheme="dark" if was else "light")


def seat_link(base: str, code: str, token: str) -> str:
    """A phone opened on someone's seat (the rejoin link form), for tables set up through the API."""
    return f"{base}/t/{code}#token={token}"


def announced(phone: BrowserPhone) -> str:
    """What the aria-live region last said (it lives in a closed shadow root: read through CDP)."""
    cdp = phone.context.new_cdp_session(phone.page)
    try:
        root = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})["root"]
    finally:
        cdp.detach()

    def text(node):
        if node.get("nodeType") == 3:
            return node.get("nodeValue", "")
        return "".join(text(k) for k in node.get("children", []) + node.get("shadowRoots", []))

    def find(node):
        attrs = node.get("attributes", [])
        if "id" in attrs and attrs[attrs.index("id") + 1] == "announce":
            return "".join(text(r) for r in node.get("shadowRoots", []))
        for kid in node.get("children", []) + node.get("shadowRoots", []) + ([node["contentDocument"]] if "contentDocument" in node else []):
            found = find(kid)
            if found is not None:
                return found
        return None

    return find(root) or ""


def press_by_keyboard(phone: BrowserPhone, name: str, key: str = "Enter", limit: int = 80):
    """Reach the control named `name` with Tab alone, then press `key`: keyboard-operable."""
    page = phone.page
    for _ in range(limit):
        page.keyboard.press("Tab")
        label = page.evaluate("""() => { const e = document.activeElement; if (!e) return '';
            return (e.getAttribute('aria-label') || e.innerText || e.value || '').trim(); }""")
        if label == name:
            page.keyboard.press(key)
            return
    raise AssertionError(f"{name!r} cannot be reached with the Tab key")
