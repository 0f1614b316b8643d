// The table as it lies: the mainline in a row, each sideline hanging under the
// card it was played after (strings kept as one boxed group), a marker on every
// 10th card placed, the prophet's marker, the stock and every hand.
import { h, plural } from "./dom.js";
import { name, players, cards, fingerprint } from "./view.js";

// Placement order: mainline card p, then the sideline groups hanging under p
// (they were made while p was the endpoint), then card p + 1, and so on.
export function layout(deal) {
  const under = new Map((deal.sidelines || []).map((s) => [s.after, s.groups || []]));
  const cols = [];
  let t = 0;
  for (let p = 1; p <= (deal.mainline || 0); p++) {
    const col = { pos: p, t: ++t, groups: [] };
    for (const size of under.get(p) || []) {
      const group = [];
      for (let i = 0; i < size; i++) group.push(++t);
      col.groups.push(group);
    }
    cols.push(col);
  }
  return cols;
}

export function expulsionText(deal) {
  const ex = deal.expulsion;
  if (!ex) return "";
  if (ex.active) return "Expulsion active";
  const left = Math.max(0, (ex.threshold ?? 0) - (ex.count ?? 0));
  return `Expulsion in ${plural(left, "card")}`;
}

export function picture(state, me, { big = false } = {}) {
  const deal = state.deal || {};
  const marks = new Set(deal.markers || []);
  const prophetAt = deal.prophet ? deal.prophet.marker_at : null;
  const cols = layout(deal);
  const sideCount = (deal.sidelines || []).reduce((n, s) => n + (s.groups || []).reduce((a, b) => a + b, 0), 0);

  const row = h("div", {
    class: "layout", tabindex: "0", role: "img",
    "aria-label": `Mainline of ${cards(deal.mainline || 0)}` +
      (sideCount ? `, ${plural(sideCount, "sideline card")}` : "") +
      ((deal.sidelines || []).length ? ` under ${(deal.sidelines || []).map((s) => `card ${s.after} (${s.groups.join(", ")})`).join(", ")}` : "") +
      (prophetAt ? `, prophet's marker on card ${prophetAt}` : ""),
  }, cols.map((col) => {
    const main = h("div", {
      class: "c main" + (marks.has(col.t) ? " marked" : "") + (col.pos === prophetAt ? " prophet-mark" : ""),
      title: `Mainline card ${col.pos} (card ${col.t} on the table)`,
    }, h("span", { class: "pos" }, String(col.pos)),
      marks.has(col.t) ? h("span", { class: "flag", "aria-hidden": "true" }, String(col.t)) : null,
      col.pos === prophetAt ? h("span", { class: "crown", "aria-hidden": "true" }, "P") : null);
    return h("div", { class: "col" }, main, col.groups.map((g) =>
      h("div", { class: "group" + (g.length > 1 ? " string" : ""), title: `Rejected ${g.length > 1 ? `string of ${g.length}` : "card"}` },
        g.map((t) => h("div", { class: "c side" + (marks.has(t) ? " marked" : "") },
          marks.has(t) ? h("span", { class: "flag", "aria-hidden": "true" }, String(t)) : null)))));
  }));
  if (!cols.length) row.append(h("p", { class: "muted empty" }, "No cards on the table yet."));
  requestAnimationFrame(() => { row.scrollLeft = row.scrollWidth; });

  const ex = expulsionText(deal);
  const facts = h("dl", { class: "facts" },
    fact("Stock", deal.stock, "stock"),
    fact("Table", deal.table ?? 0, "table"),
    fact("Mainline", deal.mainline ?? 0, "mainline"),
    ex ? fact("Expulsion", ex.replace(/^Expulsion /, ""), "expulsion", deal.expulsion.active ? "hot" : null) : null,
    deal.prophet ? fact("Since marker", deal.prophet.since_marker ?? 0, "since-marker") : null);

  const status = deal.status || {};
  const deposed = new Set(deal.deposed || []);
  const hands = h("ul", { class: "hands", "aria-label": "Hands" },
    h("li", { class: "dealer-row" }, h("span", { class: "who" }, name(state, state.dealer, me)), h("span", { class: "tag" }, "dealer")),
    players(state).map((id) => {
      const st = status[id] || "active";
      return h("li", { class: `st-${st}` + (state.turn === id ? " turn" : "") + (id === me ? " me" : ""), "data-testid": `hand-${name(state, id)}` },
        h("span", { class: "who" }, name(state, id, me),
          state.turn === id ? h("span", { class: "tag turn-tag" }, "turn") : null,
          st === "prophet" ? h("span", { class: "tag prophet" }, "prophet") : null,
          st === "expelled" ? h("span", { class: "tag expelled" }, "expelled") : null,
          deposed.has(id) ? h("span", { class: "tag" }, "deposed") : null),
        h("span", { class: "num", "aria-label": cards(deal.hands[id] ?? 0) }, String(deal.hands[id] ?? 0)));
    }));

  return h("section", { class: "card picture" + (big ? " big" : ""), "aria-label": "The table" },
    h("div", { class: "pic-head" }, h("h2", null, `Deal ${deal.number ?? ""}`),
      deal.rule_sha256 ? h("span", { class: "fp", title: deal.rule_sha256 }, "rule ", h("code", null, fingerprint(deal.rule_sha256))) : null),
    facts, row, hands);
}

function fact(label, value, key, cls) {
  return h("div", { class: "fact" + (cls ? " " + cls : "") },
    h("dt", null, label), h("dd", { "data-testid": `fact-${key}` }, String(value ?? "–")));
}
