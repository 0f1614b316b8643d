// The dealer's controls during a deal, in the order of the table: seal the rule and place the
// starter, then the open windows, the turn entered for a phone that is away, the verdict (or
// the prophet's, and its confirmation), the prophet's count and the sealed rule.
import { h } from "../dom.js";
import { app, local, redraw } from "../state.js";
import { confirmButton } from "../controls.js";
import { stepper } from "../stepper.js";
import { name, pendingParams, fingerprint, isOneCard, RANKS, rankLabel, ruleBlock } from "../view.js";
import { t } from "../i18n.js";
import { ruleBook, pickedFigure } from "./rulebook.js";
import { proposedRule } from "./proposal.js";
import { turnControls, verdictButtons, judgeHeading, expelled, prophetInfo } from "./turn.js";

export function dealerControls(s, me) {
  const deal = s.deal;
  const out = [];
  if (s.phase === "starter") {
    if (!deal.rule_sha256) out.push(sealCard(s));
    out.push(starterCard(s));
  }
  // An open window comes first: its buttons before the next player's play.
  if (deal.guess_window) out.push(guessCard(s, me));
  if (s.phase === "turn" && deal.can_declare) out.push(declareCard(s, me));
  if (s.phase === "turn" && s.turn) out.push(enterForPlayer(s, s.turn, me));
  if (s.phase === "judging" && deal.pending) {
    if (!deal.prophet) {
      out.push(h("section", { class: "card controls judge" },
        h("h2", null, judgeHeading(s)), verdictButtons(s, { type: "judge" }, deal.pending.kind)));
    } else {
      out.push(...waitingForProphet(s));
    }
  }
  if (s.phase === "confirming" && deal.pending) out.push(confirmCard(s));
  if (deal.prophet) out.push(prophetInfo(s, deal.prophet, false));
  if (deal.rule_sha256) {
    out.push(h("details", { class: "card sealed-rule" },
      h("summary", null, h("span", null, t("seal.yours")), h("code", { "data-testid": "sealed-fp" }, fingerprint(deal.rule_sha256))),
      ruleBlock(deal.rule ?? "")));
  }
  return out;
}

// The rule, typed (or picked from the book) and sealed before the starter.
function sealCard(s) {
  const ui = local("seal");
  // hidden: a password field; shown: a few lines, to read and edit a rule picked from the book
  const input = h(ui.showRule ? "textarea" : "input", {
    id: "rule", "data-key": "rule", type: ui.showRule ? null : "password", rows: ui.showRule ? "3" : null, autocomplete: "off", spellcheck: "false",
    maxlength: "2000", value: ui.rule || "", placeholder: t("seal.placeholder"), oninput: (e) => { ui.rule = e.target.value; if (ui.picked) redraw(); },
  });
  const show = h("input", {
    id: "rule-show", "data-key": "rule-show", type: "checkbox", checked: !!ui.showRule,
    onchange: (e) => { ui.showRule = e.target.checked; redraw(); },
  });
  return h("section", { class: "card controls" },
    h("h2", null, t("seal.title")),
    h("p", { class: "muted small" }, t("seal.text")),
    proposedRule(s),
    ruleBook(),
    h("label", { for: "rule", class: "field" }, h("span", null, t("seal.rule")), input),
    pickedFigure(),
    h("label", { for: "rule-show", class: "check-row" }, show, h("span", null, t("seal.show"))),
    h("div", { class: "row" },
      h("button", {
        type: "button", class: "primary",
        onclick: () => { const text = ui.rule || ""; if (!text.trim()) return; ui.rule = ""; app.act({ type: "seal_rule", text }); },
      }, t("seal.submit"))));
}

// The starter: how many cards (one in a one-card profile) and their rank, needed when the rank picks the first player.
function starterCard(s) {
  const deal = s.deal;
  const ui = local("dealer");
  const needRank = (s.options || {}).first_player === "rank";
  const starterItems = [];
  if (!isOneCard(s)) {
    const st = stepper({ label: t("starter.cards"), min: 1, max: Math.max(1, deal.stock ?? 1), key: "starter", get: () => ui.starter || 1, set: (v) => { ui.starter = v; } });
    starterItems.push(h("div", { class: "play-row" }, h("span", { class: "lbl" }, t("starter.cards")), st));
  }
  starterItems.push(h("fieldset", { class: "ranks" }, h("legend", null, t(needRank ? "starter.rank" : "starter.rank_optional")),
    RANKS.map((rank) => h("button", {
      type: "button", class: "rank" + (ui.rank === rank ? " chosen" : ""), "aria-pressed": String(ui.rank === rank),
      onclick: () => { ui.rank = ui.rank === rank ? null : rank; redraw(); },
    }, rankLabel(rank)))));
  starterItems.push(h("button", {
    type: "button", class: "primary big", disabled: needRank && !ui.rank,
    onclick: () => {
      const a = { type: "starter", cards: isOneCard(s) ? 1 : ui.starter || 1 };
      if (ui.rank) a.rank = ui.rank;
      app.act(a);
    },
  }, t("starter.place")));
  return h("section", { class: "card controls" }, h("h2", null, t("starter.title")), starterItems);
}

// A player may guess the rule: the dealer says whether the guess is right.
function guessCard(s, me) {
  const who = s.deal.guess_window;
  return h("section", { class: "card controls window-open" },
    h("h2", null, t("guess.title", { who: name(s, who) })),
    h("p", { class: "muted small" }, t("guess.text", { who: name(s, who), next: name(s, s.turn, me) })),
    verdictButtons(s, { type: "guess", player: who }, "guess", { rightLabel: t("guess.right"), wrongLabel: t("guess.wrong") }));
}

// A player may declare themself prophet: the dealer enters it for them (two taps).
function declareCard(s, me) {
  const deal = s.deal;
  const who = name(s, deal.can_declare);
  return h("section", { class: "card window-open" },
    h("p", null, t("declare.text", { who, next: name(s, s.turn, me) })),
    confirmButton(t("declare.button", { who }), t("declare.confirm", { who }), () => app.act({ type: "declare_prophet", player: deal.can_declare }), { class: "prophet-btn" }));
}

// The prophet judges; the dealer waits, and can enter the prophet's spoken verdict.
function waitingForProphet(s) {
  const deal = s.deal;
  const pr = name(s, deal.prophet.player);
  const ui = local("dealer");
  const p = { ...pendingParams(s), prophet: pr };
  const said = (v) => t(`spoken.said_${v}${p.kind === "no_play" ? "_no_play" : ""}`, { prophet: pr });
  return [h("section", { class: "card controls waiting-prophet" },
    h("h2", { "data-testid": "waiting-prophet" }, t("dealer.waiting_prophet", { prophet: pr })),
    h("p", null, t(`dealer.prophet_judges_${p.kind}`, p))),
  // Secondary, behind a step that names it: the prophet's spoken verdict, for a phone that is away.
  h("details", {
    class: "card spoken", open: ui.spoken ? true : null, ontoggle: (e) => { ui.spoken = e.target.open; },
  }, h("summary", null, t("spoken.summary", { prophet: pr })),
    h("p", { class: "muted small" }, t("spoken.text", { prophet: pr })),
    h("div", { class: "spoken-verdicts" },
      h("button", { type: "button", onclick: () => { ui.spoken = false; app.act({ type: "judge", player: deal.prophet.player, verdict: "right" }); } }, said("right")),
      h("button", { type: "button", onclick: () => { ui.spoken = false; app.act({ type: "judge", player: deal.prophet.player, verdict: "wrong" }); } }, said("wrong"))))];
}

// The prophet's verdict, which the dealer confirms or overrules.
function confirmCard(s) {
  const deal = s.deal;
  const p = deal.pending;
  const v = p.prophet_verdict;
  const opposite = v === "right" ? "wrong" : "right";
  const noPlay = p.kind === "no_play";
  const buttons = [
    h("button", { type: "button", class: "right big", onclick: () => app.act({ type: "confirm" }) },
      v === "wrong" && expelled(s) ? t("confirm.expels", { who: expelled(s) }) : t("confirm.confirm")),
    h("button", { type: "button", class: "wrong big", onclick: () => app.act({ type: "overrule", verdict: opposite }) },
      t(`confirm.overrule_${opposite}${noPlay ? "_no_play" : ""}`)),
  ];
  if (noPlay && v === "wrong") {
    buttons.push(h("button", { type: "button", class: "wrong", onclick: () => app.act({ type: "overrule", verdict: "wrong" }) },
      t("confirm.overrule_illegal")));
  }
  const heading = { ...pendingParams(s), prophet: name(s, deal.prophet && deal.prophet.player) };
  return h("section", { class: "card controls judge" },
    h("h2", null, t(`confirm.heading_${heading.kind}_${v === "wrong" ? "wrong" : "right"}`, heading)),
    h("div", { class: "verdicts" }, buttons));
}

// The player taps their own turn; the dealer enters it only for a phone that is away: a
// secondary step that names it, closed until opened (and open again on that player's next
// turns, so a player without a phone costs one tap more, once).
function enterForPlayer(s, who, me) {
  const ui = local("dealer");
  const whoName = name(s, who);
  return [recordHint(s, who), h("details", {
    class: "card proxy", "data-testid": "enter-for", open: ui.enterFor === who ? true : null,
    ontoggle: (e) => { if (e.target.open) ui.enterFor = who; else if (ui.enterFor === who) ui.enterFor = null; },
  }, h("summary", null, t("proxy.summary", { who: whoName })),
    h("p", { class: "muted small" }, t("proxy.text", { who: whoName })),
    turnControls(s, who, me))];
}

// The hint a player buys (where hints are on) is the dealer's to give: typed here, whoever asked for it.
function recordHint(s, who) {
  if ((s.deal || {}).can_buy_hint !== who) return null;
  const ui = local("dealer");
  const input = h("input", { id: "hint-text", "data-key": "hint-text", value: ui.hint || "", placeholder: t("turn.hint_placeholder"), oninput: (e) => { ui.hint = e.target.value; } });
  return h("section", { class: "card controls hint-row" },
    h("label", { for: "hint-text", class: "field" }, h("span", null, t("turn.buys_hint", { who: name(s, who) })), input),
    h("button", { type: "button", onclick: () => { const text = (ui.hint || "").trim(); ui.hint = ""; app.act({ type: "buy_hint", player: who, ...(text ? { text } : {}) }); } }, t("turn.record_hint")));
}
