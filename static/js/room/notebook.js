// The class's notebooks on the teacher's tablet (RULES.md, "A notebook of hypotheses"): each
// table's hypotheses as they are written, with who wrote them and when (at card T), and in the
// room's result each deal's count of writers and who discovered the rule first.
//
// The organizer is the one viewer a running deal's hypotheses reach besides their writers: the
// table's snapshot, as the organizer's token there sees it, holds them all (my_hypotheses), and
// a note is handed to the writer's and the organizer's sockets alone. So this module opens, per
// table, the table's own socket with the organizer's token there (connection.js: reconnects, a
// POST's fallback) the first time its card is drawn, and draws into the card's container:
// <section class="table-notebook" data-table="CODE" data-testid="table-notebook-N">, the one a
// table's card leaves for it. Self-contained: the card puts tableNotebook(seat, table) where
// that empty section was, the result puts notebookLine(deal) after each deal's line, and the
// page calls forgetOthers(codes) when the room's tables change.
import { h } from "../dom.js";
import { redraw } from "../state.js";
import { t } from "../i18n.js";
import { Connection } from "../connection.js";

const followed = new Map(); // table code -> { conn, state }

function follow(seat) {
  if (followed.has(seat.code)) return followed.get(seat.code);
  const seen = { conn: new Connection(seat.code, seat.token), state: null };
  seen.conn.on("state", (state) => { seen.state = state; redraw(); });
  seen.conn.start();
  followed.set(seat.code, seen);
  return seen;
}

// Stop following the tables the room no longer has (a table deleted): its socket closed.
export function forgetOthers(codes) {
  for (const [code, seen] of followed) {
    if (!codes.includes(code)) { seen.conn.stop(); followed.delete(code); }
  }
}

const who = (s, id) => (s.names || {})[id] || id;

// One table's notebook, live: ``seat`` is the organizer's seat there ({number, code, token}; not
// known yet: the empty container), ``table`` the room's table ({number, code}).
export function tableNotebook(seat, table = seat || {}) {
  const where = { class: "table-notebook", "data-table": table.code, "data-testid": `table-notebook-${table.number}` };
  if (!seat || !seat.code || !seat.token) return h("section", where);
  const s = follow(seat).state;
  const deal = s && s.deal;
  const items = !deal ? [] : s.notebook ? s.notebook.hypotheses : (s.my_hypotheses || []);
  const title = deal ? t("notebook.live_title", { number: deal.number }) : t("notebook.title_class");
  return h("section", { ...where, "aria-live": "polite" },
    h("h3", null, title),
    !deal ? h("p", { class: "muted small" }, t("notebook.no_deal"))
      : items.length ? h("ol", { class: "hypotheses" }, items.map((x) => h("li", {
        class: `hypothesis${x.struck ? " struck" : ""}${x.marked ? " marked" : ""}`, "data-testid": "hypothesis", "data-id": String(x.id),
      },
      h("strong", { class: "writer" }, who(s, x.by)), " ",
      h(x.struck ? "s" : "span", { class: "text" }, x.text), " ",
      h("span", { class: "muted small when" }, t("notebook.at_card", { table: x.table, mainline: x.mainline })),
      x.struck ? h("span", { class: "tag" }, t("notebook.struck")) : null,
      x.marked ? h("span", { class: "tag good" }, t("notebook.states_rule")) : null)))
        : h("p", { class: "muted small" }, t("notebook.none")));
}

// A deal of the room's result: how many players wrote a hypothesis, who discovered the rule first.
export function notebookLine(deal) {
  if (deal.writers == null) return null;
  const first = deal.discovered_first;
  return h("span", { class: "muted small notebook-line", "data-testid": "result-notebook" }, " ",
    t("notebook.result_writers", { n: deal.writers }),
    first ? [" ", t("notebook.discovered", { who: first.name, table: first.table })] : null);
}
