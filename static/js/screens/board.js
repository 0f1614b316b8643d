// The big screen during a deal: read from across the table (3 m from a tablet or TV).
// A whose-turn banner, the expulsion countdown, the table picture, totals, recent history.
import { h, tx } from "../dom.js";
import { app, redraw } from "../state.js";
import { t, say } from "../i18n.js";
import { picture } from "../picture.js";
import { waitingLine, scoreboard } from "../view.js";
import { historyList } from "../parts/log.js";
import { speechWanted, wantSpeech, speechLabel, speakNews } from "../speech.js";

export function expulsionBanner(deal) {
  const ex = deal.expulsion;
  if (!ex) return null;
  const left = Math.max(0, (ex.threshold ?? 0) - (ex.count ?? 0));
  const prophet = !!deal.prophet;
  return h("section", { class: "card board-expulsion" + (ex.active ? " hot" : ""), "data-testid": "board-expulsion", "aria-label": t("picture.expulsion") },
    ex.active
      ? [h("p", { class: "ex-big" }, t("board.expulsion_active")), h("p", { class: "ex-sub" }, t("board.expulsion_active_text"))]
      : [h("p", { class: "ex-big" }, tx("board.expulsion_in", { n: left, left: h("span", { class: "ex-n", "data-testid": "board-expulsion-left" }, String(left)) })),
        h("p", { class: "ex-sub" }, t(prophet ? "board.expulsion_count_prophet" : "board.expulsion_count", { n: ex.count ?? 0, threshold: ex.threshold }))]);
}

let fitting = null; // board-fit.js: loaded by the first deal a board draws (phones never need it)

export function boardScreen() {
  const s = app.state;
  const deal = s.deal || {};
  const last = deal.last;
  const banner = h("section", { class: "card board-banner" + (s.phase === "turn" ? " turn" : ""), "aria-label": t("board.whose_turn") },
    h("p", { class: "banner-now", "data-testid": "now" }, waitingLine(s, null)),
    last && last.says ? h("p", { class: "banner-last" }, h("span", { class: "muted" }, t("status.last_turn")), h("span", { "data-testid": "instruction" }, say(last.says))) : null,
    (deal.hints || []).length ? h("div", { class: "hints" }, h("h2", null, t("status.hints")), h("ul", null, deal.hints.map((hint) => h("li", null, hint)))) : null);
  const grid = h("div", { class: "board-grid" },
    h("div", { class: "board-main" }, banner, expulsionBanner(deal), picture(s, null, { big: true })),
    h("div", { class: "board-side" }, scoreboard(s, null), historyList(6)));
  requestAnimationFrame(() => {
    fitting = fitting || import("../parts/board-fit.js");
    fitting.then((m) => { const drawn = document.querySelector(".board-grid"); if (drawn) m.fitBoard(drawn); },
      () => { fitting = null; }); // not loaded (the page left, the server away): the next draw asks again
  });
  return grid;
}

// On a page that is not a secure context (plain http on a LAN address) browsers neither
// install the app nor offer a wake lock: the board's lobby says so once, small, and where
// the deploy guide is; "Got it" puts it away on this device for good.
const HTTPS_SEEN = "eleusis.https-note";

export function httpsNote() {
  if (window.isSecureContext) return null;
  try { if (localStorage.getItem(HTTPS_SEEN)) return null; } catch { /* private mode: shown */ }
  return h("p", { class: "https-note muted small", "data-testid": "https-note", role: "note" },
    tx("https.note", { guide: h("code", null, "deploy/README.md") }), " ",
    h("button", {
      type: "button", class: "small",
      onclick: () => { try { localStorage.setItem(HTTPS_SEEN, "1"); } catch { /* private mode */ } redraw(); },
    }, t("https.dismiss")));
}

// Full screen for a TV or a tablet on a stand (the Fullscreen API; hidden where the browser has none).
export function fullscreenButton() {
  const btn = document.createElement("button");
  Object.assign(btn, { type: "button", className: "small fs-btn" });
  btn.dataset.testid = "fullscreen";
  btn.textContent = t("board.fullscreen");
  const label = () => { btn.textContent = t(document.fullscreenElement ? "board.leave_fullscreen" : "board.fullscreen"); };
  btn.addEventListener("click", async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen({ navigationUI: "hide" });
    } catch { /* refused: stays a window */ }
    label();
  });
  document.addEventListener("fullscreenchange", label);
  if (!document.fullscreenEnabled) btn.hidden = true;
  return btn;
}

// The board's bar: full screen, and whether the board speaks (speech.js), which follows the
// table's connection from now on.
export function boardBar() {
  speakNews(app.conn);
  return [fullscreenButton(), speechToggle()];
}

// Off by default, remembered on this device; where the browser has no voice for the board's
// language, it says so (and nothing is spoken).
function speechToggle() {
  const btn = document.createElement("button");
  Object.assign(btn, { type: "button", className: "small fs-btn" });
  btn.dataset.testid = "speech";
  const label = () => {
    btn.textContent = speechLabel();
    btn.setAttribute("aria-pressed", String(speechWanted()));
  };
  btn.addEventListener("click", () => { wantSpeech(!speechWanted()); label(); });
  if (window.speechSynthesis && window.speechSynthesis.addEventListener) window.speechSynthesis.addEventListener("voiceschanged", label);
  window.addEventListener("languagechange", label);
  label();
  return btn;
}
