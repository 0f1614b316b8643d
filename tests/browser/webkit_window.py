"""A phone's window for WebKitWebDriver: WebKitGTK (Safari's WebCore and JavaScriptCore) in a
window of exactly WIDTHxHEIGHT, which Debian's MiniBrowser will not make below 447 px wide.

WebKitWebDriver starts it as its browser (``webkitgtk:browserOptions``' ``binary`` and ``args``,
tests/browser/engines.py) with WEBKIT_INSPECTOR_SERVER set, and drives each web view the automation
session asks for. Runs under Debian's /usr/bin/python3 (python3-gi, gir1.2-webkit2-4.1), not the venv.

    /usr/bin/python3 webkit_window.py 390x844 CONSOLE_FILE

Every console message of the pages (console.error, script errors) goes to CONSOLE_FILE, one a line, and
so does each breach of the page's Content-Security-Policy (WebKit writes those to its own console
only: a script of ours hears the page's securitypolicyviolation events).
The site data lives in a folder of its own, removed when the window ends."""
import os
import shutil
import sys
import tempfile

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = (int(n) for n in sys.argv[1].split("x"))
console = os.open(sys.argv[2], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
os.dup2(console, 1)  # the web processes, started later, write their console here too
DATA = tempfile.mkdtemp(prefix="eleusis-webkit-")
context = WebKit2.WebContext(website_data_manager=WebKit2.WebsiteDataManager(
    base_data_directory=DATA, base_cache_directory=DATA))
context.set_automation_allowed(True)
windows = []

# Each breach of the page's policy, said on this window's console file as WebKit says a console error.
HEAR_POLICY = """document.addEventListener("securitypolicyviolation", (e) => window.webkit.messageHandlers.policy.postMessage(
  `${e.documentURI}: CONSOLE SECURITY ERROR Content-Security-Policy: ${e.effectiveDirective} refused ${e.blockedURI || "inline"}`));"""


def heard(_manager, message):
    value = message.get_js_value() if hasattr(message, "get_js_value") else message
    os.write(1, (value.to_string() + "\n").encode())


def content_manager():
    manager = WebKit2.UserContentManager()
    manager.add_script(WebKit2.UserScript(HEAR_POLICY, WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                                          WebKit2.UserScriptInjectionTime.START, None, None))
    manager.connect("script-message-received::policy", heard)
    manager.register_script_message_handler("policy")
    return manager


def new_view(*_):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True, user_content_manager=content_manager())
    view.get_settings().set_enable_write_console_messages_to_stdout(True)
    window = Gtk.Window(default_width=WIDTH, default_height=HEIGHT, resizable=False)
    window.add(view)
    windows.append(window)
    view.connect("close", lambda _view: window.destroy())
    window.connect("destroy", closed)
    window.show_all()
    return view


def closed(window):
    windows.remove(window)
    if not windows:
        Gtk.main_quit()


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("eleusis-phone")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


context.connect("automation-started", automation_started)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, 15, lambda: Gtk.main_quit() or False)  # SIGTERM: the data folder goes too
try:
    Gtk.main()
finally:
    shutil.rmtree(DATA, ignore_errors=True)
