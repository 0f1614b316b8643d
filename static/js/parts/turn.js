// A turn and its judgement, on whichever phone taps them: the player's own controls (or the
// dealer's on their behalf), the judge's Right and Wrong (the dealer, the prophet), the prophet's count.
import { h } from "../dom.js";
import { app, local, redraw } from "../state.js";
import { name, pendingParams, cards, isOneCard } from "../view.js";
import { t } from "../i18n.js";

function expelNote(s, who, mine) {
  const ex = (s.deal || {}).expulsion;
  if (!ex || !ex.active) return null;
  return h("p", { class: "expel-warning", "data-testid": "expel-warning" },
    mine ? t("turn.expel_me") : t("turn.expel", { who: name(s, who) }));
}

// The player on their own phone, or the dealer on their behalf.
export function turnControls(s, who, me) {
  const deal = s.deal;
  const hand = deal.hands[who] ?? 0;
  const mine = who === me;
  const extra = mine ? {} : { player: who };
  const whoName = name(s, who);
  const items = [expelNote(s, who, mine)];
  if (isOneCard(s)) {
    items.push(h("button", { type: "button", class: "primary big", onclick: () => app.act({ type: "attempt", cards: 1, ...extra }) },
      mine ? t("turn.play_a_card") : t("turn.plays_a_card", { who: whoName })));
  } else {
    items.push(...countPicker(hand, mine ? null : whoName, extra));
  }
  items.push(h("button", { type: "button", class: "big", onclick: () => app.act({ type: "no_play", ...extra }) }, mine ? t("turn.no_play") : t("turn.no_play_for", { who: whoName })));
  if (deal.can_buy_hint === who && mine) {
    items.push(h("button", { type: "button", onclick: () => app.act({ type: "buy_hint" }) }, t("turn.buy_hint")));
  }
  // The now-line already says "Your turn."; the heading says what to do.
  return h("section", { class: "card controls", "aria-label": mine ? t("turn.label_me") : t("turn.label", { who: whoName }) },
    h("h2", null, mine ? t("turn.heading_me") : t("turn.heading", { who: whoName, n: hand })), items);
}

// How many cards: chips 1–5 (bounded by the hand) and "More" for a longer string,
// then the Play button: any string in two taps.
function countPicker(hand, forWho, extra) {
  const ui = local("count");
  const max = Math.max(1, hand);
  const clamp = (k) => Math.max(1, Math.min(max, Math.floor(Number(k)) || 1));
  const value = () => clamp(ui.k || 1);
  const play = h("button", {
    type: "button", class: "primary big", "data-testid": "play",
    onclick: () => { const k = value(); ui.k = 1; ui.typed = null; ui.more = false; app.act({ type: "attempt", cards: k, ...extra }); },
  }, forWho ? t("turn.plays_n", { who: forWho, n: value() }) : t("turn.play_n", { n: value() }));
  const chips = [];
  for (let n = 1; n <= Math.min(5, max); n++) {
    chips.push(h("button", {
      type: "button", class: "chip" + (value() === n && !ui.more ? " chosen" : ""), "aria-pressed": String(value() === n && !ui.more),
      "aria-label": cards(n), "data-testid": `count-${n}`,
      onclick: () => { ui.k = n; ui.typed = null; ui.more = false; redraw(); },
    }, String(n)));
  }
  if (max > 5) {
    chips.push(h("button", {
      type: "button", class: "chip more" + (ui.more ? " chosen" : ""), "aria-pressed": String(!!ui.more), "aria-expanded": String(!!ui.more),
      onclick: () => { ui.more = !ui.more; if (ui.more && value() < 6) ui.k = 6; redraw(); },
    }, t("turn.more")));
  }
  const out = [h("div", { class: "chips", role: "group", "aria-label": t("turn.how_many") }, chips)];
  if (ui.more) {
    const input = h("input", {
      id: "play-count", "data-key": "play-count", type: "number", inputmode: "numeric", min: "1", max: String(max),
      value: ui.typed ?? String(value()), oninput: (e) => { ui.typed = e.target.value; ui.k = clamp(e.target.value); redraw(); },
    });
    out.push(h("label", { for: "play-count", class: "field count-field" }, h("span", null, t("turn.count_label", { max })), input));
  }
  out.push(play);
  return out;
}

// Who a wrong verdict would expel (named on the button: "Wrong: Ann is expelled").
export function expelled(s) {
  const p = (s.deal || {}).pending;
  return p && p.expel ? name(s, p.player) : null;
}

// The wrong button names an expulsion it brings: judged by the dealer it is final, by the prophet once confirmed.
export function verdictButtons(s, action, kind, { rightLabel, wrongLabel, prophet = false } = {}) {
  const noPlay = kind === "no_play";
  const out = kind === "guess" ? null : expelled(s);
  if (out && !wrongLabel) wrongLabel = t(`verdict.wrong${noPlay ? "_no_play" : ""}_expels${prophet ? "_if_confirmed" : ""}`, { who: out });
  return h("div", { class: "verdicts" },
    h("button", { type: "button", class: "right big", onclick: () => app.act({ ...action, verdict: "right" }) },
      rightLabel || t(noPlay ? "verdict.right_no_play" : "verdict.right")),
    h("button", { type: "button", class: "wrong big", onclick: () => app.act({ ...action, verdict: "wrong" }) },
      wrongLabel || t(noPlay ? "verdict.wrong_no_play" : "verdict.wrong")));
}

// "Judge: Cat plays 2 cards" (the judge is never the one who played).
export function judgeHeading(s) {
  const p = pendingParams(s);
  return t(`judge.heading_${p.kind}`, p);
}

export function prophetInfo(s, pr, mine) {
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
