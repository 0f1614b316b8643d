"""Browser tests: Debian's Chromium driven by Playwright, one context per phone,
against the real server (``python -m companion serve``) on a free port."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from tests.support import ServerProcess

ROOT = Path(__file__).resolve().parents[2]
# Screenshots go to docs/screens/ with UPDATE_SCREENS=1 (commit them), else to a
# git-ignored folder, so that a test run does not leave the work tree dirty.
SHOTS = ROOT / "docs" / "screens" if os.environ.get("UPDATE_SCREENS") else ROOT / "tests" / "browser" / "_shots_tmp"
CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium")
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


@pytest.fixture
def server(tmp_path):
    proc = ServerProcess(str(tmp_path / "browser.sqlite3")).start()
    yield proc
    proc.stop()


class Phone:
    """One person's phone: a browser context of its own (its own localStorage)."""

    def __init__(self, browser, base: str, viewport=PHONE):
        self.base = base
        self.context = browser.new_context(viewport=viewport, device_scale_factor=1, color_scheme="light")
        self.page: Page = self.context.new_page()
        self.page.set_default_timeout(10_000)
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    @classmethod
    def another_page(cls, phone: "Phone", viewport) -> "Phone":
        """A second tab in the same browser (same localStorage, so the same seat)."""
        tab = cls.__new__(cls)
        tab.base, tab.context, tab.errors = phone.base, phone.context, []
        tab.page = phone.context.new_page()
        tab.page.set_viewport_size(viewport)
        tab.page.on("pageerror", lambda exc: tab.errors.append(str(exc)))
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
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.wait_for_timeout(150)  # let the last frame settle (scroll of the layout row)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"))

    def close(self):
        assert not self.errors, f"script errors on a phone: {self.errors}"
        self.context.close()


@pytest.fixture
def phones(browser, server):
    made: list[Phone] = []

    def make(viewport=PHONE) -> Phone:
        phone = Phone(browser, server.url, viewport)
        made.append(phone)
        return phone

    yield make
    for phone in made:
        phone.close()


def start_table(phone: Phone, name: str, profile: str = "howell") -> str:
    phone.goto("/")
    phone.page.locator(f"input[name=profile][value={profile}]").check()
    phone.page.get_by_label("Your name").fill(name)
    phone.tap("Start the table")
    phone.page.wait_for_url("**/t/*")
    code = phone.page.url.rstrip("/").rsplit("/", 1)[-1]
    expect(phone.page.get_by_role("heading", name=f"Table {code}")).to_be_visible()
    return code


def join_table(phone: Phone, code: str, name: str):
    phone.goto(f"/t/{code}")
    phone.page.get_by_label("Your name").fill(name)
    phone.tap("Take a seat")
    expect(phone.page.get_by_text("You are seated", exact=False)).to_be_visible()


def seat_and_start(host: Phone, order: list[str], first_dealer: str):
    host.tap("Set seat order")
    for name in order:
        host.page.get_by_test_id(f"person-{name}").get_by_role("button").click()
    host.tap("Save seat order")
    expect(host.button("Set seat order")).to_be_visible()
    host.page.get_by_label("First dealer").select_option(label=first_dealer)
    host.tap("Start the game")


def express_for_three(phones):
    """Ann (host, first dealer), Ben and Cat at a started express table: (code, ann, ben, cat)."""
    ann = phones()
    code = start_table(ann, "Ann", "express")
    ben, cat = phones(), phones()
    join_table(ben, code, "Ben")
    join_table(cat, code, "Cat")
    seat_and_start(ann, ["Ann", "Ben", "Cat"], "Ann")
    return code, ann, ben, cat
