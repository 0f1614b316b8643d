// Shared reading of a snapshot: names, roles, the line that says who acts next.
import { h } from "./dom.js";
import { t, has } from "./i18n.js";

// The ranks 1 (ace) to 13 (king), each as the cards of the phone's language print it.
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
export const rankLabel = (rank) => t(`rank.${rank}`);

// A host of the table: its host, or a room's organizer (host of every table of the room, whoever
// else they made its host: docs/API.md, "A room of tables").
export const hosts = (state, me) => !!me && (me === state.host || me === state.organizer);

export function person(state, id) {
  return (state.people || []).find((p) => p.id === id) || null;
}

// A person's name: the seated, and anyone ever seated (a removed person, an earlier game's players).
export function name(state, id, me) {
  if (id == null) return t("common.nobody");
  if (me && id === me) return t("common.you");
  const p = person(state, id);
  return p ? p.name : (state.names || {})[id] ?? t("common.someone");
}

export function seated(state) {
  return [...(state.people || [])].sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99));
}

// Player ids of the deal in turn order from the dealer's left (the server's deal.players).
export function players(state) {
  return (state.deal && state.deal.players) || [];
}

// An attempt and the starter are one card (the server's one_card, the profile's).
export function isOneCard(state) {
  return !!state.one_card;
}

export function role(state, me) {
  const deal = state.deal || {};
  if (!me) return "spectator";
  if (state.dealer === me) return "dealer";
  if (deal.prophet && deal.prophet.player === me) return "prophet";
  if (deal.status && deal.status[me] === "expelled") return "expelled";
  if (deal.hands && me in deal.hands) return "player";
  return "spectator";
}

export function cards(n) {
  return t("common.cards", { n });
}

// The waiting play as the parameters of a sentence: its kind (attempt | no_play), who, how many.
export function pendingParams(state) {
  const p = (state.deal && state.deal.pending) || {};
  return { kind: p.kind === "no_play" ? "no_play" : "attempt", who: name(state, p.player), n: p.cards ?? 0 };
}

// Who is to judge now (the server's judge: the prophet or the dealer; the dealer a prophet's verdict).
export function judgeOf(state) {
  return state.judge ?? null;
}

// One sentence: what the table waits for now.
export function waitingLine(state, me) {
  const deal = state.deal || {};
  const dealer = name(state, state.dealer, me);
  switch (state.phase) {
    case "lobby": return t("wait.lobby");
    case "starter": return me === state.dealer ? t("wait.starter_me") : t("wait.starter", { dealer });
    case "turn": return state.turn === me ? t("wait.turn_me") : t("wait.turn", { who: name(state, state.turn) });
    case "judging": {
      const judge = judgeOf(state);
      const p = pendingParams(state);
      if (judge === me) return t(`wait.judge_me_${p.kind}`, p);
      const mine = me && deal.pending && deal.pending.player === me ? "my_" : "";
      return t(`wait.${deal.prophet ? "prophet" : "dealer"}_${mine}${p.kind}`, { ...p, judge: name(state, judge) });
    }
    case "confirming": {
      const v = deal.pending && deal.pending.prophet_verdict === "wrong" ? "wrong" : "right";
      return me === state.dealer ? t(`wait.confirm_me_${v}`) : t(`wait.confirm_${v}`, { dealer });
    }
    case "deal_over": return t("wait.deal_over", { number: deal.number });
    case "game_over": return t("wait.game_over");
    default: return "";
  }
}

export function scoreboard(state, me) {
  const people = [...(state.people || [])].sort((a, b) => (b.total ?? 0) - (a.total ?? 0));
  return h("section", { class: "card scores", "aria-label": t("scores.totals") },
    h("h2", null, t("scores.totals")),
    h("ol", { class: "score-list" }, people.map((p) =>
      h("li", { class: p.id === me ? "me" : null },
        h("span", { class: "who" }, p.name, p.id === state.dealer ? h("span", { class: "tag" }, t("tag.dealer")) : null),
        h("span", { class: "num", "data-testid": `total-${p.name}` }, String(p.total ?? 0))))));
}

export function fingerprint(sha) {
  return sha ? sha.slice(0, 8).match(/.{4}/g).join(" ") : "";
}

// The base of every link a phone is given (join, rejoin): the one the server puts in its
// QR codes and join_url (its public or LAN address), never this page's own origin.
export function joinBase() {
  return document.body.dataset.joinBase || location.origin;
}

export function joinLink(code) {
  return `${joinBase()}/t/${code}`;
}

// The address the server listens on when it is loopback only (phones cannot reach it), else "".
export function loopbackOnly() {
  return document.body.dataset.loopbackOnly || "";
}

// The server salts the fingerprint (docs/API.md, "The sealed rule"). Phones before that added a
// random line to the rule itself; such a rule, from an older table, still shows its line apart.
const SEAL_LINE = /\n\n(random seal: [0-9a-f]{4}(?: [0-9a-f]{4}){3})$/;

export function splitSeal(text) {
  const m = typeof text === "string" ? text.match(SEAL_LINE) : null;
  return m ? [text.slice(0, m.index), m[1]] : [text, null];
}

// A revealed rule: the rule itself, and its random seal line, discreetly.
export function ruleBlock(text, props = {}) {
  const [rule, seal] = splitSeal(text);
  return [h("p", { class: "rule-text", ...props }, rule ?? ""),
    seal ? h("p", { class: "rule-seal muted small", title: t("rule.seal_title") }, seal) : null];
}

// A profile's name in the phone's language (profile.<name> in the catalog, with profile.<name>_blurb).
export const profileName = (profile) => (has(`profile.${profile}`) ? t(`profile.${profile}`) : String(profile ?? ""));
