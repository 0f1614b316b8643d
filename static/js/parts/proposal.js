// The organizer's proposal to this deal's dealer (docs/API.md, "A room of tables": `propose`).
// At a room's table, the dealer's phone asks its room (GET /api/rooms/<code>, with the room token
// this phone joined with) while the sealing step is shown, once per state, and offers the proposed
// rule with its figure ("about 13 of 52 fit"): the dealer seals it, changes it first, or writes
// their own. The room shows a proposal to nobody else before its deal ends.
import { h } from "../dom.js";
import { app, redraw } from "../state.js";
import { t } from "../i18n.js";
import { getRoom, loadRoomToken } from "../room/rooms.js";
import { pick, ruleText, figure } from "./rulebook.js";

const asked = { version: null, proposal: null };

const forDeal = (p, s) => !!p && p.game === s.game && p.deal === s.deal.number && !p.ended;

function ask(s) {
  const room = app.seat && app.seat.room;
  const kept = room ? loadRoomToken("room", room) : null;
  if (!kept || asked.version === s.version) return;
  asked.version = s.version;
  getRoom(room, kept.token).then((view) => {
    const table = view.mine && view.mine.table;
    const found = (view.proposals || []).filter((p) => p.table === table && forDeal(p, s)).pop() || null;
    if (JSON.stringify(found) !== JSON.stringify(asked.proposal)) { asked.proposal = found; redraw(); }
  }, () => { /* asked again with the next state */ });
}

export function proposedRule(s) {
  ask(s);
  const p = asked.proposal;
  if (!forDeal(p, s)) return null;
  const rule = { id: p.rule, text: p.text, about: p.about, word: p.word };
  return h("div", { class: "proposal", "data-testid": "proposal" },
    h("h3", null, t("proposal.title")),
    h("p", { class: "book-text" }, ruleText(rule)),
    h("p", { class: `muted small fit-${rule.word}` }, figure(rule, p.pack)),
    h("p", { class: "muted small" }, t("proposal.text")),
    h("button", { type: "button", class: "small", "data-testid": "proposal-use", onclick: () => pick(rule, p.pack) }, t("proposal.use")));
}
