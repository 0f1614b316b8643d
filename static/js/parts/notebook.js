// The notebook of hypotheses (RULES.md, "A notebook of hypotheses"). While a deal runs, a
// player's own: typed and sent (write_hypothesis), struck (strike_hypothesis), seen by nobody
// else at the table (the snapshot's my_hypotheses is theirs alone). Once the deal has ended, the
// whole table's beside the rule (the snapshot's notebook): each with its writer and "at card T",
// struck ones struck, the discoveries marked; the dealer marks and unmarks until the next deal.
// Loaded later (app.js LATER), never by the join page; its words are the later catalog's.
import { h } from "../dom.js";
import { app, local } from "../state.js";
import { t } from "../i18n.js";
import { name } from "../view.js";

const MOST = 200; // characters (the server refuses more: too_long)

const card = (title, ...kids) => h("section", { class: "card notebook", "data-testid": "notebook" }, h("h2", null, title), ...kids);

// The Notebook tab: the player's own notebook while the deal runs, else the table's.
export function notebookScreen() {
  const s = app.state;
  const me = app.me();
  const deal = s.deal;
  if (s.notebook) return endedNotebook();
  if (!deal) return card(t("notebook.title"), h("p", { class: "muted" }, t("notebook.no_deal")));
  const mine = s.my_hypotheses || [];
  if (me && me === s.organizer) return card(t("notebook.title"), h("p", { class: "muted small" }, t("notebook.organizer_sees")), list(s, mine, { writer: true }));
  if (me === deal.dealer) return card(t("notebook.title"), h("p", { class: "muted" }, t("notebook.dealer_writes_none")));
  if (!me || !(deal.players || []).includes(me)) return card(t("notebook.title"), h("p", { class: "muted" }, t("notebook.secret")));
  return card(t("notebook.title"), h("p", { class: "muted small" }, t("notebook.only_you")),
    deal.rule_sha256 ? writeForm() : h("p", { class: "muted" }, t("notebook.not_sealed")),
    h("h3", null, t("notebook.yours", { n: mine.length })),
    list(s, mine, { strike: true }));
}

function writeForm() {
  const ui = local("notebook");
  const send = (e) => {
    e.preventDefault();
    const text = (ui.text || "").trim();
    if (!text) return;
    ui.text = "";
    app.act({ type: "write_hypothesis", text });
  };
  return h("form", { class: "controls notebook-write", onsubmit: send },
    h("label", { for: "hypothesis", class: "field" }, h("span", null, t("notebook.label")),
      h("textarea", { id: "hypothesis", "data-key": "hypothesis", rows: "2", maxlength: String(MOST), autocomplete: "off",
        placeholder: t("notebook.placeholder"), value: ui.text || "", oninput: (e) => { ui.text = e.target.value; } })),
    h("p", { class: "muted small" }, t("notebook.most", { most: MOST })),
    h("button", { type: "submit", class: "primary", "data-testid": "hypothesis-send" }, t("notebook.send")));
}

// Hypotheses as a list: the writer (where asked), the text, "at card T", struck, marked.
function list(s, items, { strike = false, writer = false, mark = false, found = new Set() } = {}) {
  if (!items.length) return h("p", { class: "muted" }, t("notebook.none"));
  return h("ol", { class: "hypotheses" }, ...items.map((x) => h("li", {
    class: `hypothesis${x.struck ? " struck" : ""}${x.marked ? " marked" : ""}`, "data-testid": "hypothesis", "data-id": String(x.id),
  },
  writer ? h("strong", { class: "writer" }, name(s, x.by)) : null,
  h(x.struck ? "s" : "span", { class: "text" }, x.text),
  h("span", { class: "muted small when" }, t("notebook.at_card", { table: x.table, mainline: x.mainline })),
  x.struck ? h("span", { class: "tag" }, t("notebook.struck")) : null,
  x.marked ? h("span", { class: "tag good" }, t("notebook.states_rule")) : null,
  found.has(x.id) ? h("span", { class: "tag good", "data-testid": "discovery" }, t("notebook.discovery")) : null,
  strike && !x.struck ? h("button", { type: "button", class: "small", "data-testid": "strike",
    onclick: () => app.act({ type: "strike_hypothesis", id: x.id }) }, t("notebook.strike")) : null,
  mark ? h("button", { type: "button", class: "small", "aria-pressed": String(!!x.marked), "data-testid": "mark",
    onclick: () => app.act({ type: x.marked ? "unmark_hypothesis" : "mark_hypothesis", id: x.id }) }, t("notebook.mark")) : null)));
}

// The whole table's notebook once the deal has ended: beside the rule (app.js draws it below the
// deal's end), the dealer's marks while the next deal has not begun.
export function endedNotebook() {
  const s = app.state;
  const book = s.notebook;
  if (!book) return null;
  const me = app.mode === "board" ? null : app.me();
  const dealer = s.deal && me === s.deal.dealer && !!s.deal.ended;
  const found = new Set((book.discoveries || []).map((d) => d.id));
  return card(t("notebook.table_title"),
    h("p", { class: "muted small" }, t("notebook.writers", { n: book.writers || 0 })),
    dealer && book.hypotheses.length ? h("p", { class: "small" }, t("notebook.mark_help")) : null,
    list(s, book.hypotheses, { writer: true, mark: dealer, found }),
    discoveries(s, book));
}

function discoveries(s, book) {
  const found = book.discoveries || [];
  if (!found.length) return null;
  return h("ul", { class: "discoveries", "data-testid": "discoveries" },
    ...found.map((d) => h("li", null, t("notebook.discovered", { who: name(s, d.by), table: d.table }))));
}

// The big screen at the deal's end: the hypotheses that stated the rule (the dealer's marks),
// each with its writer and its T, readable across a room (beside the rule: play.css).
export function boardNotebook() {
  const s = app.state;
  const book = s.notebook;
  if (!book || !book.hypotheses.length) return null;
  const stated = book.hypotheses.filter((x) => x.marked);
  return h("section", { class: "card notebook board-notebook", "data-testid": "board-notebook" },
    h("h2", null, t("notebook.board_title")),
    stated.length ? h("ol", { class: "hypotheses" }, ...stated.map((x) => h("li", { class: "hypothesis marked", "data-testid": "hypothesis" },
      h("strong", { class: "writer" }, name(s, x.by)), " ", h("span", { class: "text" }, x.text), " ",
      h("span", { class: "when" }, t("notebook.at_card", { table: x.table, mainline: x.mainline })))))
      : h("p", null, t("notebook.board_none", { n: book.hypotheses.length })));
}
