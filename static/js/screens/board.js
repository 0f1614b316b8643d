// The big screen during a deal: read from across the table (3 m from a tablet or TV).
// A whose-turn banner, the expulsion countdown, the table picture, totals, recent history.
import { h, plural } from "../dom.js";
import { picture } from "../picture.js";
import { waitingLine, scoreboard } from "../view.js";
import { historyList } from "./history.js";

export function expulsionBanner(deal) {
  const ex = deal.expulsion;
  if (!ex) return null;
  const left = Math.max(0, (ex.threshold ?? 0) - (ex.count ?? 0));
  const prophet = !!deal.prophet;
  return h("section", { class: "card board-expulsion" + (ex.active ? " hot" : ""), "data-testid": "board-expulsion", "aria-label": "Expulsion" },
    ex.active
      ? [h("p", { class: "ex-big" }, "Expulsion is active"), h("p", { class: "ex-sub" }, "A wrong play now expels the player from this deal.")]
      : [h("p", { class: "ex-big" }, "Expulsion in ", h("span", { class: "ex-n", "data-testid": "board-expulsion-left" }, String(left)), left === 1 ? " card" : " cards"),
        h("p", { class: "ex-sub" }, `${plural(ex.count ?? 0, "card")} ${prophet ? "since the prophet's marker" : "on the table"}; at ${ex.threshold} a wrong play expels.`)]);
}

export function boardScreen(ctx) {
  const s = ctx.state;
  const deal = s.deal || {};
  const last = deal.last;
  const banner = h("section", { class: "card board-banner" + (s.phase === "turn" ? " turn" : ""), "aria-label": "Whose turn" },
    h("p", { class: "banner-now", "data-testid": "now" }, waitingLine(s, null)),
    last && last.text ? h("p", { class: "banner-last" }, h("span", { class: "muted" }, "Last turn: "), h("span", { "data-testid": "instruction" }, last.text)) : null,
    (deal.hints || []).length ? h("div", { class: "hints" }, h("h2", null, "Hints"), h("ul", null, deal.hints.map((t) => h("li", null, t)))) : null);
  return h("div", { class: "board-grid" },
    h("div", { class: "board-main" }, banner, expulsionBanner(deal), picture(s, null, { big: true })),
    h("div", { class: "board-side" }, scoreboard(s, null), historyList(ctx, 6)));
}

// Full screen for a TV or a tablet on a stand (the Fullscreen API; hidden where the browser has none).
export function fullscreenButton() {
  const btn = h("button", { type: "button", class: "small fs-btn", "data-testid": "fullscreen" }, "Full screen");
  const label = () => { btn.textContent = document.fullscreenElement ? "Leave full screen" : "Full screen"; };
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
