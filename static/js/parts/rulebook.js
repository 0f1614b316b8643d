// The dealer's rule book in the sealing step: example rules grouped from easy to hard to
// guess, each with how many cards fit ("about 13 of 52") and its word (too easy, good, hard:
// seed 003's 12 to 15 is good). Picking one fills the rule field, which stays editable; the
// dealer may always write their own. The book (GET /api/rulebook) is fetched the first time
// the dealer opens it, once per page; its texts are the catalog's (rulebook.<id>), the
// server's English text where a catalog has none.
import { h } from "../dom.js";
import { local, redraw } from "../state.js";
import * as api from "../api.js";
import { t, has } from "../i18n.js";

let book = null; // the answer, once read
let reading = null;
let failed = false;

function read() {
  if (!reading) {
    failed = false;
    reading = api.getRulebook()
      .then((answer) => { book = answer; }, () => { failed = true; })
      .then(() => { reading = null; redraw(); });
  }
  return reading;
}

const WORDS = ["good", "too_easy", "hard"]; // the figure's words (rulebook.word), the good ones first

export const ruleText = (rule) => (has(`rulebook.${rule.id}`) ? t(`rulebook.${rule.id}`) : rule.text);

// "About 13 of 52 fit: good"
export function figure(rule, pack) {
  return t("rulebook.fits", { n: rule.about, pack, word: t(`rulebook.word_${rule.word}`) });
}

// A rule picked (from the book, or the organizer's proposal: parts/proposal.js) fills the rule field.
export function pick(rule, pack = book.pack) {
  const ui = local("seal");
  ui.rule = ruleText(rule);
  ui.picked = { id: rule.id, text: ui.rule, about: rule.about, word: rule.word, pack };
  ui.showRule = true; // the dealer reads what they picked, and may edit it
  ui.bookOpen = false;
  redraw();
  const field = document.getElementById("rule");
  if (field) { field.focus(); field.setSelectionRange(field.value.length, field.value.length); }
}

// The book, closed until the dealer opens it (then fetched once).
export function ruleBook() {
  const ui = local("seal");
  const content = [];
  if (ui.bookOpen) {
    if (!book && failed && !reading) {
      content.push(h("p", { class: "muted" }, t("rulebook.failed")),
        h("button", { type: "button", class: "small", onclick: () => read() }, t("rulebook.try_again")));
    } else if (!book) {
      read();
      content.push(h("p", { class: "muted" }, t("rulebook.loading")));
    } else {
      const said = { pack: book.pack, low: book.good[0], high: book.good[1] };
      content.push(h("p", { class: "muted small" }, t("rulebook.about", said)));
      // grouped by the figure's word, so a group's heading and its rules' words agree: the good
      // ones shown, the too easy and the hard ones each behind a heading that opens (a short list)
      for (const word of WORDS) {
        const rules = book.rules.filter((r) => r.word === word);
        if (!rules.length) continue;
        const list = h("ul", { class: "book-rules" }, rules.map((rule) => h("li", null,
            h("button", {
              type: "button", class: "book-rule", "data-testid": `book-${rule.id}`,
              "aria-pressed": String(!!ui.picked && ui.picked.id === rule.id), onclick: () => pick(rule),
            },
            h("span", { class: "book-text" }, ruleText(rule)),
            h("span", { class: `book-fit fit-${rule.word}` }, figure(rule, book.pack),
              rule.reads > 1 ? h("span", { class: "book-reads" }, " · ", t("rulebook.reads", { n: rule.reads })) : null)))));
        const heading = t(`rulebook.group_${word}`, said);
        content.push(word === "good" ? [h("h3", null, heading), list] : h("details", {
          class: "book-group", "data-testid": `book-group-${word}`, open: ui.bookGroup === word ? true : null,
          ontoggle: (e) => { if (e.target.open) ui.bookGroup = word; else if (ui.bookGroup === word) ui.bookGroup = null; },
        }, h("summary", null, heading), list));
      }
    }
  }
  return h("details", {
    class: "rulebook", "data-testid": "rulebook", open: ui.bookOpen ? true : null,
    ontoggle: (e) => { if (e.target.open !== !!ui.bookOpen) { ui.bookOpen = e.target.open; redraw(); } },
  }, h("summary", null, t("rulebook.summary")), content);
}

// Under the rule field: the picked rule's figure, or that the text was changed since (said as
// the dealer types: the field's listener keeps the text in the seal step's state and redraws).
export function pickedFigure() {
  const ui = local("seal");
  const p = ui.picked;
  if (!p) return null;
  const same = (ui.rule || "") === p.text;
  return h("p", { class: `muted small picked fit-${p.word}`, "data-testid": "picked-figure" },
    t(same ? "rulebook.picked" : "rulebook.edited", { n: p.about, pack: p.pack, word: t(`rulebook.word_${p.word}`) }));
}
