// A deal in progress: the same screen for every phone, with the controls of
// the viewer's role (player, prophet, dealer) and the table picture.
import { h, confirmButton, stepper, plural } from "../dom.js";
import { picture } from "../picture.js";
import { name, person, role, waitingLine, pendingText, verdictWord, scoreboard, fingerprint, cards, isOneCard, RANKS } from "../view.js";
import { historyList } from "./history.js";

export function playScreen(ctx) {
  const s = ctx.state;
  const me = ctx.mode === "board" ? null : ctx.me(); // the big screen is everyone's view
  const r = role(s, me);
  const parts = [statusCard(s, me)];
  if (ctx.mode === "phone") parts.unshift(meCard(s, me, r));
  if (r === "dealer") parts.push(...dealerControls(ctx, s, me));
  else if (r === "prophet") parts.push(...prophetControls(ctx, s, me));
  else if (r === "player") parts.push(...playerControls(ctx, s, me));
  parts.push(picture(s, me, { big: ctx.mode === "board" }));
  if (ctx.mode === "board") {
    return h("div", { class: "board-grid" },
      h("div", { class: "board-main" }, parts),
      h("div", { class: "board-side" }, scoreboard(s, me), historyList(ctx, 8)));
  }
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
      h("p", { class: "role-line" }, r === "dealer" ? "You are the dealer" : "You watch this deal"),
      h("p", { class: "muted" }, "Your total: ", h("strong", { "data-testid": "my-total" }, String(total))));
  }
  const hand = deal.hands ? deal.hands[me] ?? 0 : 0;
  return h("section", { class: "card me-card" + (s.turn === me && s.phase === "turn" ? " my-turn" : "") },
    h("div", { class: "hand-big" },
      h("span", { class: "n", "data-testid": "my-hand" }, String(hand)),
      h("span", { class: "lbl" }, hand === 1 ? "card in your hand" : "cards in your hand")),
    r === "prophet" ? h("p", { class: "role-line prophet" }, "You are the prophet: your hand is set aside.") : null,
    r === "expelled" ? h("p", { class: "role-line expelled" }, "You are expelled from this deal. Keep your cards; you take no more turns.") : null,
    h("p", { class: "muted" }, "Your total: ", h("strong", { "data-testid": "my-total" }, String(total))));
}

function statusCard(s, me) {
  const deal = s.deal || {};
  const last = deal.last;
  return h("section", { class: "card status", "aria-live": "polite" },
    h("p", { class: "now", "data-testid": "now" }, waitingLine(s, me)),
    last && last.text ? h("div", { class: "instruction" + (s.phase === "turn" ? " fresh" : "") },
      s.phase === "turn" ? null : h("span", { class: "muted small" }, "Last turn: "),
      h("span", { "data-testid": "instruction" }, last.text)) : null,
    (deal.hints || []).length ? h("div", { class: "hints" }, h("h3", null, "Hints"), h("ul", null, deal.hints.map((t) => h("li", null, t)))) : null);
}

// ---- a turn: the player on their own phone, or the dealer on their behalf ----

function turnControls(ctx, s, who, me) {
  const deal = s.deal;
  const hand = deal.hands[who] ?? 0;
  const mine = who === me;
  const extra = mine ? {} : { player: who };
  const whoName = name(s, who);
  const items = [];
  if (isOneCard(s)) {
    items.push(h("button", { type: "button", class: "primary big", onclick: () => ctx.act({ type: "attempt", cards: 1, ...extra }) },
      mine ? "Play a card" : `${whoName} plays a card`));
  } else {
    const ui = ctx.ui;
    const st = stepper({ label: "Cards to play", min: 1, max: Math.max(1, hand), key: "play", get: () => ui.k || 1, set: (v) => { ui.k = v; } });
    const play = h("button", { type: "button", class: "primary big", "data-testid": "play", onclick: () => { const k = st.value(); ui.k = 1; ctx.act({ type: "attempt", cards: k, ...extra }); } });
    const label = () => { play.textContent = `${mine ? "Play" : `${whoName} plays`} ${cards(st.value())}`; };
    st.onChange(label);
    label();
    items.push(h("div", { class: "play-row" }, h("span", { class: "lbl" }, "Cards"), st.el), play);
  }
  items.push(h("button", { type: "button", class: "big", onclick: () => ctx.act({ type: "no_play", ...extra }) }, mine ? "No play" : `${whoName}: no play`));
  if (deal.can_buy_hint === who) {
    if (mine) {
      items.push(h("button", { type: "button", onclick: () => ctx.act({ type: "buy_hint" }) }, "Buy a hint (draw 1 card)"));
    } else {
      const ui = ctx.ui;
      const input = h("input", { id: "hint-text", "data-key": "hint-text", value: ui.hint || "", placeholder: "the hint you give", oninput: (e) => { ui.hint = e.target.value; } });
      items.push(h("div", { class: "hint-row" },
        h("label", { for: "hint-text", class: "field" }, h("span", null, `${whoName} buys a hint (draws 1)`), input),
        h("button", { type: "button", onclick: () => { const text = (ui.hint || "").trim(); ui.hint = ""; ctx.act({ type: "buy_hint", player: who, ...(text ? { text } : {}) }); } }, "Record the hint")));
    }
  }
  return h("section", { class: "card controls", "aria-label": mine ? "Your turn" : `${whoName}'s turn` },
    h("h2", null, mine ? "Your turn" : `Enter for ${whoName} (${cards(hand)})`), items);
}

function playerControls(ctx, s, me) {
  const deal = s.deal;
  const out = [];
  if (s.phase === "turn" && s.turn === me) out.push(turnControls(ctx, s, me, me));
  if (deal.can_declare === me) {
    out.push(h("section", { class: "card" },
      h("p", null, "You may become the prophet: you set your hand aside and judge the others' plays."),
      confirmButton("Declare myself prophet", "Tap again to become the prophet", () => ctx.act({ type: "declare_prophet" }), { class: "big prophet-btn" })));
  }
  if (deal.guess_window === me) out.push(h("section", { class: "card" }, h("p", { class: "big-line" }, "You may guess the rule now: say it aloud; the dealer records right or wrong.")));
  return out;
}

function verdictButtons(ctx, s, action, kind, { rightLabel, wrongLabel } = {}) {
  const noPlay = kind === "no_play";
  return h("div", { class: "verdicts" },
    h("button", { type: "button", class: "right big", onclick: () => ctx.act({ ...action, verdict: "right" }) },
      rightLabel || (noPlay ? "Right: no card would play" : "Right")),
    h("button", { type: "button", class: "wrong big", onclick: () => ctx.act({ ...action, verdict: "wrong" }) },
      wrongLabel || (noPlay ? "Wrong: a card would play" : "Wrong")));
}

function prophetControls(ctx, s, me) {
  const deal = s.deal;
  const pr = deal.prophet;
  const out = [];
  if (s.phase === "judging" && deal.pending) {
    out.push(h("section", { class: "card controls judge" },
      h("h2", null, `Judge: ${pendingText(s, me)}`), verdictButtons(ctx, s, { type: "judge" }, deal.pending.kind)));
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
    h("h2", null, mine ? "You are the prophet" : `${name(s, pr.player)} is the prophet`),
    h("ul", null,
      h("li", null, `Marker on mainline card ${pr.marker_at}`),
      h("li", null, `${plural(since, "card")} since the marker (expulsion at 20)`),
      h("li", { "data-testid": "prophet-bonus" }, `Bonus so far: +${bonus} (${mainAfter} mainline × 1, ${sideAfter} sideline × 2)`)));
}

// ---- the dealer ----

function dealerControls(ctx, s, me) {
  const deal = s.deal;
  const ui = ctx.ui;
  const out = [];
  if (s.phase === "starter") {
    if (!deal.rule_sha256) {
      const input = h("input", {
        id: "rule", "data-key": "rule", type: ui.showRule ? "text" : "password", autocomplete: "off", spellcheck: "false",
        value: ui.rule || "", placeholder: "e.g. alternate red and black", oninput: (e) => { ui.rule = e.target.value; },
      });
      out.push(h("section", { class: "card controls" },
        h("h2", null, "Seal your rule"),
        h("p", { class: "muted small" }, "Only you see it until the deal ends; everyone sees its fingerprint now."),
        h("label", { for: "rule", class: "field" }, h("span", null, "Secret rule"), input),
        h("div", { class: "row" },
          h("button", { type: "button", class: "small", "aria-pressed": String(!!ui.showRule), onclick: () => { ui.showRule = !ui.showRule; ctx.render(); } }, ui.showRule ? "Hide" : "Show"),
          h("button", {
            type: "button", class: "primary",
            onclick: () => { const text = ui.rule || ""; if (!text.trim()) return; ui.rule = ""; ctx.act({ type: "seal_rule", text }); },
          }, "Seal the rule"))));
    }
    const needRank = (s.options || {}).first_player === "rank";
    const starterItems = [];
    if (!isOneCard(s)) {
      const st = stepper({ label: "Starter cards", min: 1, max: Math.max(1, deal.stock ?? 1), key: "starter", get: () => ui.starter || 1, set: (v) => { ui.starter = v; } });
      starterItems.push(h("div", { class: "play-row" }, h("span", { class: "lbl" }, "Starter cards"), st.el));
    }
    starterItems.push(h("fieldset", { class: "ranks" }, h("legend", null, needRank ? "Rank of the last starter card" : "Rank of the last starter card (optional)"),
      RANKS.map((label, i) => h("button", {
        type: "button", class: "rank" + (ui.rank === i + 1 ? " chosen" : ""), "aria-pressed": String(ui.rank === i + 1),
        onclick: () => { ui.rank = ui.rank === i + 1 ? null : i + 1; ctx.render(); },
      }, label))));
    starterItems.push(h("button", {
      type: "button", class: "primary big", disabled: needRank && !ui.rank,
      onclick: () => {
        const a = { type: "starter", cards: isOneCard(s) ? 1 : ui.starter || 1 };
        if (ui.rank) a.rank = ui.rank;
        ctx.act(a);
      },
    }, "Place the starter"));
    out.push(h("section", { class: "card controls" }, h("h2", null, "Starter"), starterItems));
  }

  if (s.phase === "turn" && s.turn) out.push(turnControls(ctx, s, s.turn, me));
  if (s.phase === "turn" && deal.can_declare) {
    const who = name(s, deal.can_declare);
    out.push(h("section", { class: "card" },
      confirmButton(`${who} declares prophet`, `Tap again: ${who} becomes prophet`, () => ctx.act({ type: "declare_prophet", player: deal.can_declare }), { class: "prophet-btn" })));
  }
  if (deal.guess_window) {
    const who = deal.guess_window;
    out.push(h("section", { class: "card controls" },
      h("h2", null, `${name(s, who)} may guess the rule`),
      verdictButtons(ctx, s, { type: "guess", player: who }, "guess", { rightLabel: "Right guess", wrongLabel: "Wrong guess" })));
  }

  if (s.phase === "judging" && deal.pending) {
    if (!deal.prophet) {
      out.push(h("section", { class: "card controls judge" },
        h("h2", null, `Judge: ${pendingText(s, me)}`), verdictButtons(ctx, s, { type: "judge" }, deal.pending.kind)));
    } else {
      out.push(h("section", { class: "card controls" },
        h("h2", null, `${pendingText(s, me)}: the prophet ${name(s, deal.prophet.player)} judges`),
        h("p", { class: "muted small" }, "If the prophet's phone is away, enter the spoken verdict:"),
        verdictButtons(ctx, s, { type: "judge", player: deal.prophet.player }, deal.pending.kind)));
    }
  }
  if (s.phase === "confirming" && deal.pending) {
    const p = deal.pending;
    const v = p.prophet_verdict;
    const opposite = v === "right" ? "wrong" : "right";
    const noPlay = p.kind === "no_play";
    const buttons = [
      h("button", { type: "button", class: "right big", onclick: () => ctx.act({ type: "confirm" }) }, "Confirm"),
      h("button", { type: "button", class: "wrong big", onclick: () => ctx.act({ type: "overrule", verdict: opposite }) },
        noPlay ? (opposite === "right" ? "Overrule: the claim was true" : "Overrule: a card would play") : `Overrule: ${opposite}`),
    ];
    if (noPlay && v === "wrong") {
      buttons.push(h("button", { type: "button", class: "wrong", onclick: () => ctx.act({ type: "overrule", verdict: "wrong" }) },
        "Overrule: the card the prophet picked is illegal"));
    }
    out.push(h("section", { class: "card controls judge" },
      h("h2", null, `${pendingText(s, me)}. Prophet ${name(s, deal.prophet && deal.prophet.player)} says ${verdictWord(v)}${noPlay ? (v === "right" ? " (no card would play)" : " (a card would play)") : ""}.`),
      h("div", { class: "verdicts" }, buttons)));
  }
  if (deal.prophet) out.push(prophetInfo(s, deal.prophet, false));
  if (deal.rule_sha256) {
    out.push(h("details", { class: "card" },
      h("summary", null, "Your sealed rule ", h("code", null, fingerprint(deal.rule_sha256))),
      h("p", { class: "rule-text" }, deal.rule ?? "")));
  }
  if (s.undo) out.push(undoButton(ctx, s));
  return out;
}

export function undoButton(ctx, s) {
  return h("section", { class: "card undo" },
    confirmButton(`Undo: ${s.undo.text}`, `Tap again to undo: ${s.undo.text}`, () => ctx.act({ type: "undo" }), { class: "undo-btn" }));
}
