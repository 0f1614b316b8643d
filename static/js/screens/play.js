// A deal in progress: the same screen for every phone, with the controls of
// the viewer's role (player, prophet, dealer) and the table picture.
import { h, confirmButton, stepper, plural } from "../dom.js";
import { picture } from "../picture.js";
import { name, person, role, waitingLine, pendingText, verdictWord, scoreboard, fingerprint, cards, isOneCard, RANKS, ruleBlock } from "../view.js";

export function playScreen(ctx) {
  const s = ctx.state;
  const me = ctx.me(); // a phone's view; the big screen has its own (board.js)
  const r = role(s, me);
  const parts = [meCard(s, me, r), statusCard(s, me)];
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
    windowLines(s, me),
    last && last.text ? h("div", { class: "instruction" + (s.phase === "turn" ? " fresh" : "") },
      s.phase === "turn" ? null : h("span", { class: "muted small" }, "Last turn: "),
      h("span", { "data-testid": "instruction" }, last.text)) : null,
    handsInstructions(s).map((t) => h("div", { class: "instruction fresh", "data-testid": "table-instruction" }, t)),
    reopenedRule(s),
    (deal.hints || []).length ? h("div", { class: "hints" }, h("h3", null, "Hints"), h("ul", null, deal.hints.map((t) => h("li", null, t)))) : null);
}

// What hands must do on the real table that the last result's text does not say:
// the prophet's marker right after a declaration, markers under starter cards.
function handsInstructions(s) {
  const deal = s.deal || {};
  const out = [];
  const pr = deal.prophet;
  if (pr && (pr.since_marker ?? 0) === 0 && s.phase === "turn") {
    out.push(`Put the prophet's marker (${name(s, pr.player)}) on mainline card ${pr.marker_at}.`);
  }
  if (!deal.last && s.phase === "turn" && (deal.markers || []).length) {
    for (const at of deal.markers) out.push(`Put a marker under card ${at}.`);
  }
  return out;
}

// Open windows: who may still guess the rule or declare themself prophet, and what closes it.
function windowLines(s, me) {
  const deal = s.deal || {};
  if (s.phase !== "turn") return null;
  const lines = [];
  const next = s.turn === me ? "Your play closes it." : `${name(s, s.turn, me)}'s play closes it.`;
  if (deal.guess_window && deal.guess_window !== me) lines.push(`${name(s, deal.guess_window)} may still guess the rule. ${next}`);
  if (deal.can_declare && deal.can_declare !== me) lines.push(`${name(s, deal.can_declare)} may still declare themself prophet. ${next}`);
  return lines.map((t) => h("p", { class: "window-line", "data-testid": "window" }, t));
}

// A deal reopened by an undo after its end: its rule was seen by all, so it stays shown.
function reopenedRule(s) {
  const deal = s.deal || {};
  if (!deal.rule_shown || s.phase === "deal_over" || s.phase === "game_over") return null;
  return h("div", { class: "reopened", "data-testid": "reopened" },
    h("p", null, deal.reopened_by ? `${name(s, deal.reopened_by)} reopened this deal after its end, so its rule stays shown:` : "This deal's rule has been shown to everyone:"),
    typeof deal.rule === "string" ? ruleBlock(deal.rule) : h("p", { class: "muted" }, "No rule was sealed in the companion."));
}

function expelNote(s, who, mine) {
  const ex = (s.deal || {}).expulsion;
  if (!ex || !ex.active) return null;
  return h("p", { class: "expel-warning", "data-testid": "expel-warning" },
    mine ? "Expulsion is active: a wrong play or a false no-play expels you from this deal."
      : `Expulsion is active: a wrong play or a false no-play expels ${name(s, who)} from this deal.`);
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
      mine ? "Play a card" : `${whoName} plays a card`));
  } else {
    items.push(...countPicker(ctx, hand, mine ? "Play" : `${whoName} plays`, extra));
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
  // The now-line already says "Your turn."; the heading says what to do.
  return h("section", { class: "card controls", "aria-label": mine ? "Your turn" : `${whoName}'s turn` },
    h("h2", null, mine ? "Play cards or claim no play" : `Enter for ${whoName} (${cards(hand)})`), items);
}

// How many cards: chips 1–5 (bounded by the hand) and "More" for a longer string,
// then the Play button: any string in two taps.
function countPicker(ctx, hand, verb, extra) {
  const ui = ctx.ui;
  const max = Math.max(1, hand);
  const clamp = (k) => Math.max(1, Math.min(max, Math.floor(Number(k)) || 1));
  const value = () => clamp(ui.k || 1);
  const play = h("button", {
    type: "button", class: "primary big", "data-testid": "play",
    onclick: () => { const k = value(); ui.k = 1; ui.more = false; ctx.act({ type: "attempt", cards: k, ...extra }); },
  });
  const label = () => { play.textContent = `${verb} ${cards(value())}`; };
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
    }, "More"));
  }
  const out = [h("div", { class: "chips", role: "group", "aria-label": "How many cards" }, chips)];
  if (ui.more) {
    const input = h("input", {
      id: "play-count", "data-key": "play-count", type: "number", inputmode: "numeric", min: "1", max: String(max),
      value: String(value()), oninput: (e) => { ui.k = clamp(e.target.value); label(); },
    });
    out.push(h("label", { for: "play-count", class: "field count-field" }, h("span", null, `Cards to play (up to ${max})`), input));
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
      h("p", null, "Tapped by mistake? You can take it back until it is judged."),
      h("button", { type: "button", class: "big", onclick: () => ctx.act({ type: "withdraw" }) },
        pending.kind === "no_play" ? "Withdraw my no-play claim" : "Withdraw my play")));
  }
  if (deal.guess_window === me) out.push(h("section", { class: "card window-mine" }, h("p", { class: "big-line" }, `You may guess the rule now: say it aloud before ${name(s, s.turn)} plays; the dealer records right or wrong.`)));
  if (deal.can_declare === me) {
    out.push(h("section", { class: "card window-mine" },
      h("p", null, `You may become the prophet, before ${name(s, s.turn)} plays: you set your hand aside and judge the others' plays.`),
      confirmButton("Declare myself prophet", "Tap again to become the prophet", () => ctx.act({ type: "declare_prophet" }), { class: "big prophet-btn" })));
  }
  if (s.phase === "turn" && s.turn === me) out.push(turnControls(ctx, s, me, me));
  return out;
}

// The wrong verdict's label names an expulsion it brings ("Wrong: Ann is expelled").
function expelled(s) {
  const p = (s.deal || {}).pending;
  return p && p.expel ? name(s, p.player) : null;
}

function verdictButtons(ctx, s, action, kind, { rightLabel, wrongLabel, prophet = false } = {}) {
  const noPlay = kind === "no_play";
  const out = kind === "guess" ? null : expelled(s);
  const then = prophet ? ` (${out} is expelled if confirmed)` : `. ${out} is expelled`;
  if (out && !wrongLabel) wrongLabel = noPlay ? `Wrong: a card would play${then}` : prophet ? `Wrong${then}` : `Wrong: ${out} is expelled`;
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
      h("h2", null, `Judge: ${pendingText(s, me)}`), verdictButtons(ctx, s, { type: "judge" }, deal.pending.kind, { prophet: true })));
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
        maxlength: "2000", value: ui.rule || "", placeholder: "e.g. alternate red and black", oninput: (e) => { ui.rule = e.target.value; },
      });
      const show = h("input", {
        id: "rule-show", type: "checkbox", checked: !!ui.showRule,
        onchange: (e) => { ui.showRule = e.target.checked; input.type = ui.showRule ? "text" : "password"; },
      });
      out.push(h("section", { class: "card controls" },
        h("h2", null, "Seal your rule"),
        h("p", { class: "muted small" }, "Only you see it until the deal ends; everyone sees its fingerprint now. The companion adds a random salt, so nobody can match the fingerprint against likely rules; it is shown with the rule at the end."),
        h("label", { for: "rule", class: "field" }, h("span", null, "Secret rule"), input),
        h("label", { for: "rule-show", class: "check-row" }, show, h("span", null, "Show while typing")),
        h("div", { class: "row" },
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

  // An open window comes first: its buttons before the next player's play.
  if (deal.guess_window) {
    const who = deal.guess_window;
    out.push(h("section", { class: "card controls window-open" },
      h("h2", null, `${name(s, who)} may guess the rule`),
      h("p", { class: "muted small" }, `Open until ${name(s, s.turn, me)} plays. Record the guess when ${name(s, who)} says it.`),
      verdictButtons(ctx, s, { type: "guess", player: who }, "guess", { rightLabel: "Right guess", wrongLabel: "Wrong guess" })));
  }
  if (s.phase === "turn" && deal.can_declare) {
    const who = name(s, deal.can_declare);
    out.push(h("section", { class: "card window-open" },
      h("p", null, `${who} may still declare themself prophet, until ${name(s, s.turn, me)} plays.`),
      confirmButton(`${who} declares prophet`, `Tap again: ${who} becomes prophet`, () => ctx.act({ type: "declare_prophet", player: deal.can_declare }), { class: "prophet-btn" })));
  }
  if (s.phase === "turn" && s.turn) out.push(turnControls(ctx, s, s.turn, me));

  if (s.phase === "judging" && deal.pending) {
    if (!deal.prophet) {
      out.push(h("section", { class: "card controls judge" },
        h("h2", null, `Judge: ${pendingText(s, me)}`), verdictButtons(ctx, s, { type: "judge" }, deal.pending.kind)));
    } else {
      const pr = name(s, deal.prophet.player);
      const ui = ctx.ui;
      out.push(h("section", { class: "card controls waiting-prophet" },
        h("h2", { "data-testid": "waiting-prophet" }, `Waiting for the prophet ${pr}`),
        h("p", null, `${pendingText(s, me)}. ${pr} judges on their phone; then you confirm or overrule.`)));
      // Secondary, behind a step that names it: the prophet's spoken verdict, for a phone that is away.
      const noPlay = deal.pending.kind === "no_play";
      const said = (v) => `${pr} said ${v}${noPlay ? (v === "right" ? " (no card would play)" : " (a card would play)") : ""}`;
      out.push(h("details", {
        class: "card spoken", open: ui.spoken ? true : null, ontoggle: (e) => { ui.spoken = e.target.open; },
      }, h("summary", null, `${pr}'s phone is away? Enter the prophet's spoken verdict`),
        h("p", { class: "muted small" }, `This records ${pr}'s verdict as the prophet's, not yours: you confirm or overrule it next.`),
        h("div", { class: "spoken-verdicts" },
          h("button", { type: "button", onclick: () => { ui.spoken = false; ctx.act({ type: "judge", player: deal.prophet.player, verdict: "right" }); } }, `Prophet's verdict: ${said("right")}`),
          h("button", { type: "button", onclick: () => { ui.spoken = false; ctx.act({ type: "judge", player: deal.prophet.player, verdict: "wrong" }); } }, `Prophet's verdict: ${said("wrong")}`))));
    }
  }
  if (s.phase === "confirming" && deal.pending) {
    const p = deal.pending;
    const v = p.prophet_verdict;
    const opposite = v === "right" ? "wrong" : "right";
    const noPlay = p.kind === "no_play";
    const buttons = [
      h("button", { type: "button", class: "right big", onclick: () => ctx.act({ type: "confirm" }) },
        v === "wrong" && expelled(s) ? `Confirm: ${expelled(s)} is expelled` : "Confirm"),
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
    out.push(h("details", { class: "card sealed-rule" },
      h("summary", null, h("span", null, "Your sealed rule"), h("code", { "data-testid": "sealed-fp" }, fingerprint(deal.rule_sha256))),
      ruleBlock(deal.rule ?? "")));
  }
  if (s.undo) out.push(undoButton(ctx, s));
  return out;
}

export function undoButton(ctx, s) {
  return h("section", { class: "card undo" },
    confirmButton(`Undo: ${s.undo.text}`, `Tap again to undo: ${s.undo.text}`, () => ctx.act({ type: "undo" }), { class: "undo-btn" }));
}
