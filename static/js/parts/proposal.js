// The organizer's proposal to this deal's dealer (docs/API.md, "A room of tables": `propose`).
// At a room's table, the dealer's phone follows its room's socket (room/at_table.js, with the room
// token this phone joined with): a proposal the organizer makes reaches the sealing step at once,
// with its figure ("about 13 of 52 fit"): the dealer seals it, changes it first, or writes their
// own. The room shows a proposal to nobody else before its deal ends.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { news } from "../room/at_table.js";
import { pick, ruleText, figure } from "./rulebook.js";

const forDeal = (p, s) => !!p && p.game === s.game && p.deal === s.deal.number && !p.ended;

export function proposedRule(s) {
  const table = news.table && news.table.number;
  const p = ((news.room && news.room.proposals) || []).filter((q) => q.table === table && forDeal(q, s)).pop();
  if (!p) return null;
  const rule = { id: p.rule, text: p.text, about: p.about, word: p.word };
  return h("div", { class: "proposal", "data-testid": "proposal" },
    h("h3", null, t("proposal.title")),
    h("p", { class: "book-text" }, ruleText(rule)),
    h("p", { class: `muted small fit-${rule.word}` }, figure(rule, p.pack)),
    h("p", { class: "muted small" }, t("proposal.text")),
    h("button", { type: "button", class: "small", "data-testid": "proposal-use", onclick: () => pick(rule, p.pack) }, t("proposal.use")));
}
