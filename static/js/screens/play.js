// A deal in progress: the same screen for every phone, with the controls of
// the viewer's role (player, prophet, dealer) and the table picture.
import { h, confirmButton, stepper } from "../dom.js";
import { picture } from "../picture.js";
import { name, person, role, waitingLine, pendingParams, scoreboard, fingerprint, cards, isOneCard, RANKS, rankLabel, ruleBlock } from "../view.js";
import { t, tx, say } from "../i18n.js";
import { ruleBook, pickedFigure } from "./rulebook.js";

export function playScreen(ctx) {
  const s = ctx.state;
  const me = ctx.me(); // a phone's view; the big screen has its own (board.js)
  const r = role(s, me);
  const parts = [meCard(s, me, r), statusCard(s, me, r !== "dealer")]; // the dealer's window cards say it
  if (r === "dealer") parts.push(...dealerControls(ctx, s, me));
  else if (r === "prophet") parts.push(...prophetControls(ctx, s, me));
  else if (r === "player") parts.push(...playerControls(ctx, s, me));
  parts.push(picture(s, me));
  if (r !== "dealer" && s.undo && s.host === me) parts.push(undoButton(ctx, s));
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

function expelNote(s, who, mine) {
  const ex = (s.deal || {}).expulsion;
  if (!ex || !ex.active) return null;
  return h("p", { class: "expel-warning", "data-testid": "expel-warning" },
    mine ? t("turn.expel_me") : t("turn.expel", { who: name(s, who) }));
}

// ---- a turn: the player on their own phone, or the dealer on their behalf ----

function turnControls(ctx, s, who, me) {
  const deal = s.deal;
  const hand = deal.hands[who] ?? 0;
  const mine = who === me;
  const extra = mine ? {} : { player: who };
  const whoName = name(s, who);
  const items = [expelNote(s, who, mine)];
  if (isOneCard(s)) {
    items.push(h("button", { type: "button", class: "primary big", onclick: () => ctx.act({ type: "attempt", cards: 1, ...extra }) },
      mine ? t("turn.play_a_card") : t("turn.plays_a_card", { who: whoName })));
  } else {
    items.push(...countPicker(ctx, hand, mine ? null : whoName, extra));
  }
  items.push(h("button", { type: "button", class: "big", onclick: () => ctx.act({ type: "no_play", ...extra }) }, mine ? t("turn.no_play") : t("turn.no_play_for", { who: whoName })));
  if (deal.can_buy_hint === who && mine) {
    items.push(h("button", { type: "button", onclick: () => ctx.act({ type: "buy_hint" }) }, t("turn.buy_hint")));
  }
  // The now-line already says "Your turn."; the heading says what to do.
  return h("section", { class: "card controls", "aria-label": mine ? t("turn.label_me") : t("turn.label", { who: whoName }) },
    h("h2", null, mine ? t("turn.heading_me") : t("turn.heading", { who: whoName, n: hand })), items);
}

// How many cards: chips 1–5 (bounded by the hand) and "More" for a longer string,
// then the Play button: any string in two taps.
function countPicker(ctx, hand, forWho, extra) {
  const ui = ctx.ui;
  const max = Math.max(1, hand);
  const clamp = (k) => Math.max(1, Math.min(max, Math.floor(Number(k)) || 1));
  const value = () => clamp(ui.k || 1);
  const play = h("button", {
    type: "button", class: "primary big", "data-testid": "play",
    onclick: () => { const k = value(); ui.k = 1; ui.more = false; ctx.act({ type: "attempt", cards: k, ...extra }); },
  });
  const label = () => { play.textContent = forWho ? t("turn.plays_n", { who: forWho, n: value() }) : t("turn.play_n", { n: value() }); };
  const chips = [];
  for (let n = 1; n <= Math.min(5, max); n++) {
    chips.push(h("button", {
      type: "button", class: "chip" + (value() === n && !ui.more ? " chosen" : ""), "aria-pressed": String(value() === n && !ui.more),
      "aria-label": cards(n), "data-testid": `count-${n}`,
      onclick: () => { ui.k = n; ui.more = false; ctx.render(); },
    }, String(n)));
  }
  if (max > 5) {
    chips.push(h("button", {
      type: "button", class: "chip more" + (ui.more ? " chosen" : ""), "aria-pressed": String(!!ui.more), "aria-expanded": String(!!ui.more),
      onclick: () => { ui.more = !ui.more; if (ui.more && value() < 6) ui.k = 6; ctx.render(); },
    }, t("turn.more")));
  }
  const out = [h("div", { class: "chips", role: "group", "aria-label": t("turn.how_many") }, chips)];
  if (ui.more) {
    const input = h("input", {
      id: "play-count", "data-key": "play-count", type: "number", inputmode: "numeric", min: "1", max: String(max),
      value: String(value()), oninput: (e) => { ui.k = clamp(e.target.value); label(); },
    });
    out.push(h("label", { for: "play-count", class: "field count-field" }, h("span", null, t("turn.count_label", { max })), input));
  }
  label();
  out.push(play);
  return out;
}

function playerControls(ctx, s, me) {
  const deal = s.deal;
  const out = [];
  const pending = deal.pending;
  if (s.phase === "judging" && pending && pending.player === me) {
    out.push(h("section", { class: "card withdraw" },
      h("p", null, t("withdraw.text")),
      h("button", { type: "button", class: "big", onclick: () => ctx.act({ type: "withdraw" }) },
        t(pending.kind === "no_play" ? "withdraw.no_play" : "withdraw.play"))));
  }
  if (deal.guess_window === me) out.push(h("section", { class: "card window-mine" }, h("p", { class: "big-line" }, t("window.you_may_guess", { next: name(s, s.turn) }))));
  if (deal.can_declare === me) {
    out.push(h("section", { class: "card window-mine" },
      h("p", null, t("window.you_may_declare", { next: name(s, s.turn) })),
      confirmButton(t("window.declare_button"), t("window.declare_confirm"), () => ctx.act({ type: "declare_prophet" }), { class: "big prophet-btn" })));
  }
  if (s.phase === "turn" && s.turn === me) out.push(turnControls(ctx, s, me, me));
  return out;
}

// Who a wrong verdict would expel (named on the button: "Wrong: Ann is expelled").
function expelled(s) {
  const p = (s.deal || {}).pending;
  return p && p.expel ? name(s, p.player) : null;
}

// The wrong button names an expulsion it brings: judged by the dealer it is final, by the prophet once confirmed.
function verdictButtons(ctx, s, action, kind, { rightLabel, wrongLabel, prophet = false } = {}) {
  const noPlay = kind === "no_play";
  const out = kind === "guess" ? null : expelled(s);
  if (out && !wrongLabel) wrongLabel = t(`verdict.wrong${noPlay ? "_no_play" : ""}_expels${prophet ? "_if_confirmed" : ""}`, { who: out });
  return h("div", { class: "verdicts" },
    h("button", { type: "button", class: "right big", onclick: () => ctx.act({ ...action, verdict: "right" }) },
      rightLabel || t(noPlay ? "verdict.right_no_play" : "verdict.right")),
    h("button", { type: "button", class: "wrong big", onclick: () => ctx.act({ ...action, verdict: "wrong" }) },
      wrongLabel || t(noPlay ? "verdict.wrong_no_play" : "verdict.wrong")));
}

// "Judge: Cat plays 2 cards" (the judge is never the one who played).
function judgeHeading(s) {
  const p = pendingParams(s);
  return t(`judge.heading_${p.kind}`, p);
}

function prophetControls(ctx, s, me) {
  const deal = s.deal;
  const pr = deal.prophet;
  const out = [];
  if (s.phase === "judging" && deal.pending) {
    out.push(h("section", { class: "card controls judge" },
      h("h2", null, judgeHeading(s)), verdictButtons(ctx, s, { type: "judge" }, deal.pending.kind, { prophet: true })));
  }
  out.push(prophetInfo(s, pr, true));
  return out;
}

function prophetInfo(s, pr, mine) {
  const deal = s.deal;
  const since = pr.since_marker ?? 0;
  const mainAfter = Math.max(0, (deal.mainline ?? 0) - (pr.marker_at ?? 0));
  const sideAfter = Math.max(0, since - mainAfter);
  const bonus = typeof pr.bonus === "number" ? pr.bonus : mainAfter + 2 * sideAfter;
  return h("section", { class: "card prophet-info" },
    h("h2", null, mine ? t("prophet.you") : t("prophet.who", { who: name(s, pr.player) })),
    h("ul", null,
      h("li", null, t("prophet.marker", { at: pr.marker_at })),
      h("li", null, t("prophet.since", { n: since })),
      h("li", { "data-testid": "prophet-bonus" }, t("prophet.bonus", { bonus, main: mainAfter, side: sideAfter }))));
}

// ---- the dealer ----

function dealerControls(ctx, s, me) {
  const deal = s.deal;
  const ui = ctx.ui;
  const out = [];
  // Right after a verdict (a player's turn next) Undo comes first, under the result it undoes.
  const undoFirst = s.phase === "turn" && !!s.undo;
  if (undoFirst) out.push(undoButton(ctx, s));
  if (s.phase === "starter") {
    if (!deal.rule_sha256) {
      // hidden: a password field; shown: a few lines, to read and edit a rule picked from the book
      const input = h(ui.showRule ? "textarea" : "input", {
        id: "rule", "data-key": "rule", type: ui.showRule ? null : "password", rows: ui.showRule ? "3" : null, autocomplete: "off", spellcheck: "false",
        maxlength: "2000", value: ui.rule || "", placeholder: t("seal.placeholder"), oninput: (e) => { ui.rule = e.target.value; },
      });
      const show = h("input", {
        id: "rule-show", "data-key": "rule-show", type: "checkbox", checked: !!ui.showRule,
        onchange: (e) => { ui.showRule = e.target.checked; ctx.render(); },
      });
      out.push(h("section", { class: "card controls" },
        h("h2", null, t("seal.title")),
        h("p", { class: "muted small" }, t("seal.text")),
        ruleBook(ctx),
        h("label", { for: "rule", class: "field" }, h("span", null, t("seal.rule")), input),
        pickedFigure(ctx),
        h("label", { for: "rule-show", class: "check-row" }, show, h("span", null, t("seal.show"))),
        h("div", { class: "row" },
          h("button", {
            type: "button", class: "primary",
            onclick: () => { const text = ui.rule || ""; if (!text.trim()) return; ui.rule = ""; ctx.act({ type: "seal_rule", text }); },
          }, t("seal.submit")))));
    }
    const needRank = (s.options || {}).first_player === "rank";
    const starterItems = [];
    if (!isOneCard(s)) {
      const st = stepper({ label: t("starter.cards"), min: 1, max: Math.max(1, deal.stock ?? 1), key: "starter", get: () => ui.starter || 1, set: (v) => { ui.starter = v; } });
      starterItems.push(h("div", { class: "play-row" }, h("span", { class: "lbl" }, t("starter.cards")), st.el));
    }
    starterItems.push(h("fieldset", { class: "ranks" }, h("legend", null, t(needRank ? "starter.rank" : "starter.rank_optional")),
      RANKS.map((rank) => h("button", {
        type: "button", class: "rank" + (ui.rank === rank ? " chosen" : ""), "aria-pressed": String(ui.rank === rank),
        onclick: () => { ui.rank = ui.rank === rank ? null : rank; ctx.render(); },
      }, rankLabel(rank)))));
    starterItems.push(h("button", {
      type: "button", class: "primary big", disabled: needRank && !ui.rank,
      onclick: () => {
        const a = { type: "starter", cards: isOneCard(s) ? 1 : ui.starter || 1 };
        if (ui.rank) a.rank = ui.rank;
        ctx.act(a);
      },
    }, t("starter.place")));
    out.push(h("section", { class: "card controls" }, h("h2", null, t("starter.title")), starterItems));
  }

  // An open window comes first: its buttons before the next player's play.
  if (deal.guess_window) {
    const who = deal.guess_window;
    out.push(h("section", { class: "card controls window-open" },
      h("h2", null, t("guess.title", { who: name(s, who) })),
      h("p", { class: "muted small" }, t("guess.text", { who: name(s, who), next: name(s, s.turn, me) })),
      verdictButtons(ctx, s, { type: "guess", player: who }, "guess", { rightLabel: t("guess.right"), wrongLabel: t("guess.wrong") })));
  }
  if (s.phase === "turn" && deal.can_declare) {
    const who = name(s, deal.can_declare);
    out.push(h("section", { class: "card window-open" },
      h("p", null, t("declare.text", { who, next: name(s, s.turn, me) })),
      confirmButton(t("declare.button", { who }), t("declare.confirm", { who }), () => ctx.act({ type: "declare_prophet", player: deal.can_declare }), { class: "prophet-btn" })));
  }
  if (s.phase === "turn" && s.turn) out.push(enterForPlayer(ctx, s, s.turn, me));

  if (s.phase === "judging" && deal.pending) {
    if (!deal.prophet) {
      out.push(h("section", { class: "card controls judge" },
        h("h2", null, judgeHeading(s)), verdictButtons(ctx, s, { type: "judge" }, deal.pending.kind)));
    } else {
      const pr = name(s, deal.prophet.player);
      const ui = ctx.ui;
      const p = { ...pendingParams(s), prophet: pr };
      out.push(h("section", { class: "card controls waiting-prophet" },
        h("h2", { "data-testid": "waiting-prophet" }, t("dealer.waiting_prophet", { prophet: pr })),
        h("p", null, t(`dealer.prophet_judges_${p.kind}`, p))));
      // Secondary, behind a step that names it: the prophet's spoken verdict, for a phone that is away.
      const said = (v) => t(`spoken.said_${v}${p.kind === "no_play" ? "_no_play" : ""}`, { prophet: pr });
      out.push(h("details", {
        class: "card spoken", open: ui.spoken ? true : null, ontoggle: (e) => { ui.spoken = e.target.open; },
      }, h("summary", null, t("spoken.summary", { prophet: pr })),
        h("p", { class: "muted small" }, t("spoken.text", { prophet: pr })),
        h("div", { class: "spoken-verdicts" },
          h("button", { type: "button", onclick: () => { ui.spoken = false; ctx.act({ type: "judge", player: deal.prophet.player, verdict: "right" }); } }, said("right")),
          h("button", { type: "button", onclick: () => { ui.spoken = false; ctx.act({ type: "judge", player: deal.prophet.player, verdict: "wrong" }); } }, said("wrong")))));
    }
  }
  if (s.phase === "confirming" && deal.pending) {
    const p = deal.pending;
    const v = p.prophet_verdict;
    const opposite = v === "right" ? "wrong" : "right";
    const noPlay = p.kind === "no_play";
    const buttons = [
      h("button", { type: "button", class: "right big", onclick: () => ctx.act({ type: "confirm" }) },
        v === "wrong" && expelled(s) ? t("confirm.expels", { who: expelled(s) }) : t("confirm.confirm")),
      h("button", { type: "button", class: "wrong big", onclick: () => ctx.act({ type: "overrule", verdict: opposite }) },
        t(`confirm.overrule_${opposite}${noPlay ? "_no_play" : ""}`)),
    ];
    if (noPlay && v === "wrong") {
      buttons.push(h("button", { type: "button", class: "wrong", onclick: () => ctx.act({ type: "overrule", verdict: "wrong" }) },
        t("confirm.overrule_illegal")));
    }
    const heading = { ...pendingParams(s), prophet: name(s, deal.prophet && deal.prophet.player) };
    out.push(h("section", { class: "card controls judge" },
      h("h2", null, t(`confirm.heading_${heading.kind}_${v === "wrong" ? "wrong" : "right"}`, heading)),
      h("div", { class: "verdicts" }, buttons)));
  }
  if (deal.prophet) out.push(prophetInfo(s, deal.prophet, false));
  if (deal.rule_sha256) {
    out.push(h("details", { class: "card sealed-rule" },
      h("summary", null, h("span", null, t("seal.yours")), h("code", { "data-testid": "sealed-fp" }, fingerprint(deal.rule_sha256))),
      ruleBlock(deal.rule ?? "")));
  }
  if (s.undo && !undoFirst) out.push(undoButton(ctx, s));
  return out;
}

// The player taps their own turn; the dealer enters it only for a phone that is away: a
// secondary step that names it, closed until opened (and open again on that player's next
// turns, so a player without a phone costs one tap more, once).
function enterForPlayer(ctx, s, who, me) {
  const ui = ctx.ui;
  const whoName = name(s, who);
  return [recordHint(ctx, s, who), h("details", {
    class: "card proxy", "data-testid": "enter-for", open: ui.enterFor === who ? true : null,
    ontoggle: (e) => { if (e.target.open) ui.enterFor = who; else if (ui.enterFor === who) ui.enterFor = null; },
  }, h("summary", null, t("proxy.summary", { who: whoName })),
    h("p", { class: "muted small" }, t("proxy.text", { who: whoName })),
    turnControls(ctx, s, who, me))];
}

// The hint a player buys (express) is the dealer's to give: typed here, whoever asked for it.
function recordHint(ctx, s, who) {
  if ((s.deal || {}).can_buy_hint !== who) return null;
  const ui = ctx.ui;
  const input = h("input", { id: "hint-text", "data-key": "hint-text", value: ui.hint || "", placeholder: t("turn.hint_placeholder"), oninput: (e) => { ui.hint = e.target.value; } });
  return h("section", { class: "card controls hint-row" },
    h("label", { for: "hint-text", class: "field" }, h("span", null, t("turn.buys_hint", { who: name(s, who) })), input),
    h("button", { type: "button", onclick: () => { const text = (ui.hint || "").trim(); ui.hint = ""; ctx.act({ type: "buy_hint", player: who, ...(text ? { text } : {}) }); } }, t("turn.record_hint")));
}

export function undoButton(ctx, s) {
  return h("section", { class: "card undo" },
    confirmButton(t("undo.button", { what: say(s.undo.says) }), t("undo.confirm", { what: say(s.undo.says) }), () => ctx.act({ type: "undo" }), { class: "undo-btn" }));
}
