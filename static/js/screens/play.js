// A deal in progress: the same screen for every phone, with the controls of
// the viewer's role (player, prophet, dealer) and the table picture.
import { h, tx } from "../dom.js";
import { app } from "../state.js";
import { confirmButton, undoButton } from "../controls.js";
import { picture } from "../picture.js";
import { name, person, role, waitingLine, scoreboard, ruleBlock, hosts } from "../view.js";
import { t, say } from "../i18n.js";
import { turnControls, verdictButtons, judgeHeading, prophetInfo } from "../parts/turn.js";
import { dealerControls } from "../parts/dealer.js";

export function playScreen() {
  const s = app.state;
  const me = app.me(); // a phone's view; the big screen has its own (board.js)
  const r = role(s, me);
  const parts = [meCard(s, me, r), statusCard(s, me, r !== "dealer")]; // the dealer's window cards say it
  if (r === "dealer") {
    // Right after a verdict (a player's turn next) Undo comes first, under the result it undoes.
    const undoFirst = s.phase === "turn" && !!s.undo;
    if (undoFirst) parts.push(undoButton(s));
    parts.push(...dealerControls(s, me));
    if (s.undo && !undoFirst) parts.push(undoButton(s));
  } else if (r === "prophet") parts.push(...prophetControls(s, me));
  else if (r === "player") parts.push(...playerControls(s, me));
  parts.push(picture(s, me));
  if (r !== "dealer" && s.undo && hosts(s, me)) parts.push(undoButton(s));
  parts.push(scoreboard(s, me));
  return parts;
}

function meCard(s, me, r) {
  const deal = s.deal || {};
  const p = person(s, me);
  const total = p ? p.total ?? 0 : 0;
  if (r === "dealer" || r === "spectator") {
    return h("section", { class: "card me-card" },
      h("p", { class: "role-line" }, t(r === "dealer" ? "me.dealer" : "me.watching")),
      h("p", { class: "muted" }, tx("me.total", { total: h("strong", { "data-testid": "my-total" }, String(total)) })));
  }
  const hand = deal.hands ? deal.hands[me] ?? 0 : 0;
  return h("section", { class: "card me-card" + (s.turn === me && s.phase === "turn" ? " my-turn" : "") },
    h("div", { class: "hand-big" },
      h("span", { class: "n", "data-testid": "my-hand" }, String(hand)),
      h("span", { class: "lbl" }, t("me.hand_label", { n: hand }))),
    r === "prophet" ? h("p", { class: "role-line prophet" }, t("me.prophet")) : null,
    r === "expelled" ? h("p", { class: "role-line expelled" }, t("me.expelled")) : null,
    h("p", { class: "muted" }, tx("me.total", { total: h("strong", { "data-testid": "my-total" }, String(total)) })));
}

function statusCard(s, me, windows = true) {
  const deal = s.deal || {};
  const last = deal.last;
  return h("section", { class: "card status", "aria-live": "polite" },
    h("p", { class: "now", "data-testid": "now" }, waitingLine(s, me)),
    windows ? windowLines(s, me) : null,
    last && last.says ? h("div", { class: "instruction" + (s.phase === "turn" ? " fresh" : "") },
      s.phase === "turn" ? null : h("span", { class: "muted small" }, t("status.last_turn")),
      h("span", { "data-testid": "instruction" }, say(last.says))) : null,
    handsInstructions(s).map((line) => h("div", { class: "instruction fresh", "data-testid": "table-instruction" }, line)),
    reopenedRule(s),
    (deal.hints || []).length ? h("div", { class: "hints" }, h("h3", null, t("status.hints")), h("ul", null, deal.hints.map((hint) => h("li", null, hint)))) : null);
}

// What hands must do on the real table that the last result's text does not say:
// the prophet's marker right after a declaration, markers under starter cards.
function handsInstructions(s) {
  const deal = s.deal || {};
  const out = [];
  const pr = deal.prophet;
  if (pr && (pr.since_marker ?? 0) === 0 && s.phase === "turn") {
    out.push(t("status.prophet_marker", { prophet: name(s, pr.player), at: pr.marker_at }));
  }
  if (!deal.last && s.phase === "turn" && (deal.markers || []).length) {
    for (const at of deal.markers) out.push(t("result.marker", { at }));
  }
  return out;
}

// Open windows: who may still guess the rule or declare themself prophet, and what closes it.
function windowLines(s, me) {
  const deal = s.deal || {};
  if (s.phase !== "turn") return null;
  const lines = [];
  const mine = s.turn === me ? "_me" : "";
  const next = name(s, s.turn);
  if (deal.guess_window && deal.guess_window !== me) lines.push(t(`window.guess${mine}`, { who: name(s, deal.guess_window), next }));
  if (deal.can_declare && deal.can_declare !== me) lines.push(t(`window.declare${mine}`, { who: name(s, deal.can_declare), next }));
  return lines.map((line) => h("p", { class: "window-line", "data-testid": "window" }, line));
}

// A deal reopened by an undo after its end: its rule was seen by all, so it stays shown.
function reopenedRule(s) {
  const deal = s.deal || {};
  if (!deal.rule_shown || s.phase === "deal_over" || s.phase === "game_over") return null;
  return h("div", { class: "reopened", "data-testid": "reopened" },
    h("p", null, deal.reopened_by ? t("status.reopened_by", { who: name(s, deal.reopened_by) }) : t("status.rule_shown")),
    typeof deal.rule === "string" ? ruleBlock(deal.rule) : h("p", { class: "muted" }, t("rule.none_sealed")));
}

function playerControls(s, me) {
  const deal = s.deal;
  const out = [];
  const pending = deal.pending;
  if (s.phase === "judging" && pending && pending.player === me) {
    out.push(h("section", { class: "card withdraw" },
      h("p", null, t("withdraw.text")),
      h("button", { type: "button", class: "big", onclick: () => app.act({ type: "withdraw" }) },
        t(pending.kind === "no_play" ? "withdraw.no_play" : "withdraw.play"))));
  }
  if (deal.guess_window === me) out.push(h("section", { class: "card window-mine" }, h("p", { class: "big-line" }, t("window.you_may_guess", { next: name(s, s.turn) }))));
  if (deal.can_declare === me) {
    out.push(h("section", { class: "card window-mine" },
      h("p", null, t("window.you_may_declare", { next: name(s, s.turn) })),
      confirmButton(t("window.declare_button"), t("window.declare_confirm"), () => app.act({ type: "declare_prophet" }), { class: "big prophet-btn" })));
  }
  if (s.phase === "turn" && s.turn === me) out.push(turnControls(s, me, me));
  return out;
}

function prophetControls(s, me) {
  const deal = s.deal;
  const pr = deal.prophet;
  const out = [];
  if (s.phase === "judging" && deal.pending) {
    out.push(h("section", { class: "card controls judge" },
      h("h2", null, judgeHeading(s)), verdictButtons(s, { type: "judge" }, deal.pending.kind, { prophet: true })));
  }
  out.push(prophetInfo(s, pr, true));
  return out;
}
