// Shared reading of a snapshot: names, roles, the line that says who acts next.
import { h, plural } from "./dom.js";

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

export function person(state, id) {
  return (state.people || []).find((p) => p.id === id) || null;
}

export function name(state, id, me) {
  if (id == null) return "nobody";
  if (me && id === me) return "You";
  const p = person(state, id);
  return p ? p.name : "someone";
}

export function seated(state) {
  return [...(state.people || [])].sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99));
}

// Player ids of the deal in turn order from the dealer's left.
export function players(state) {
  const deal = state.deal || {};
  if (Array.isArray(deal.players)) return deal.players;
  const order = seated(state).map((p) => p.id);
  const i = order.indexOf(state.dealer);
  const rotated = i < 0 ? order : order.slice(i + 1).concat(order.slice(0, i));
  return rotated.filter((id) => id !== state.dealer && deal.hands && id in deal.hands);
}

export function isOneCard(state) {
  return state.profile === "express";
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
  return plural(n, "card");
}

export function pendingText(state, me) {
  const p = state.deal && state.deal.pending;
  if (!p) return "";
  const who = name(state, p.player, me);
  return p.kind === "no_play" ? `${who} ${who === "You" ? "claim" : "claims"} no play` : `${who} ${who === "You" ? "play" : "plays"} ${cards(p.cards)}`;
}

export function judgeOf(state) {
  const deal = state.deal || {};
  return deal.prophet ? deal.prophet.player : state.dealer;
}

// One sentence: what the table waits for now.
export function waitingLine(state, me) {
  const deal = state.deal || {};
  const dealer = name(state, state.dealer, me);
  switch (state.phase) {
    case "lobby": return "Waiting for the host to start the game.";
    case "starter": return me === state.dealer ? "Place the starter cards." : `${dealer} is placing the starter.`;
    case "turn": return state.turn === me ? "Your turn." : `${name(state, state.turn)}'s turn.`;
    case "judging": {
      const judge = judgeOf(state);
      return `${pendingText(state, me)}: ${judge === me ? "your judgement" : `waiting for ${deal.prophet ? "the prophet " : ""}${name(state, judge)}`}.`;
    }
    case "confirming": {
      const v = deal.pending && deal.pending.prophet_verdict;
      return `The prophet says ${verdictWord(v)}: ${me === state.dealer ? "confirm or overrule" : `${dealer} confirms or overrules`}.`;
    }
    case "deal_over": return `Deal ${deal.number} is over.`;
    case "game_over": return "The game is over.";
    default: return "";
  }
}

export function verdictWord(v) {
  return v === "right" ? "right" : v === "wrong" ? "wrong" : String(v ?? "?");
}

export function scoreboard(state, me) {
  const people = [...(state.people || [])].sort((a, b) => (b.total ?? 0) - (a.total ?? 0));
  return h("section", { class: "card scores", "aria-label": "Totals" },
    h("h2", null, "Totals"),
    h("ol", { class: "score-list" }, people.map((p) =>
      h("li", { class: p.id === me ? "me" : null },
        h("span", { class: "who" }, p.name, p.id === state.dealer ? h("span", { class: "tag" }, "dealer") : null),
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
    seal ? h("p", { class: "rule-seal muted small", title: "Added at random before sealing, so the fingerprint cannot be guessed" }, seal) : null];
}
