// The table as it lies: the mainline in a row, each sideline hanging under the
// card it was played after (strings kept as one boxed group), a marker on every
// 10th card placed, the prophet's marker, the stock and every hand.
import { h, tx } from "./dom.js";
import { t } from "./i18n.js";
import { name, players, fingerprint } from "./view.js";

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

// The expulsion fact's value: "active", or "in 9 cards".
export function expulsionText(deal) {
  const ex = deal.expulsion;
  if (!ex) return "";
  if (ex.active) return t("picture.expulsion_active");
  return t("picture.expulsion_in", { n: Math.max(0, (ex.threshold ?? 0) - (ex.count ?? 0)) });
}

// The layout row in words, for a screen reader: what lies where.
function layoutLabel(deal, sideCount) {
  const sidelines = deal.sidelines || [];
  const parts = [t("picture.aria_mainline", { n: deal.mainline || 0 })];
  if (sideCount) parts.push(t("picture.aria_sideline_cards", { n: sideCount }));
  if (sidelines.length) {
    parts.push(t("picture.aria_under", {
      places: sidelines.map((s) => t("picture.aria_under_card", { at: s.after, groups: s.groups })),
    }));
  }
  const prophetAt = deal.prophet ? deal.prophet.marker_at : null;
  if (prophetAt) parts.push(t("picture.aria_prophet_marker", { at: prophetAt }));
  return t("picture.aria_parts", { parts });
}

export function picture(state, me, { big = false } = {}) {
  const deal = state.deal || {};
  const marks = new Set(deal.markers || []);
  const prophetAt = deal.prophet ? deal.prophet.marker_at : null;
  const cols = layout(deal);
  const sideCount = (deal.sidelines || []).reduce((n, s) => n + (s.groups || []).reduce((a, b) => a + b, 0), 0);

  const placed = (deal.mainline || 0) + sideCount;
  const row = h("div", {
    class: "layout", tabindex: "0", role: "img", "data-placed": String(placed),
    "aria-label": layoutLabel(deal, sideCount),
  }, cols.length ? null : h("p", { class: "muted empty" }, t("picture.empty")), cols.map((col) => {
    const main = h("div", {
      class: "c main" + (marks.has(col.t) ? " marked" : "") + (col.pos === prophetAt ? " prophet-mark" : ""),
      title: t("picture.main_title", { pos: col.pos, at: col.t }),
    }, h("span", { class: "pos" }, String(col.pos)),
      marks.has(col.t) ? h("span", { class: "flag", "aria-hidden": "true" }, String(col.t)) : null,
      col.pos === prophetAt ? h("span", { class: "crown", "aria-hidden": "true" }, t("picture.crown")) : null);
    return h("div", { class: "col" }, main, col.groups.map((g) =>
      h("div", { class: "group" + (g.length > 1 ? " string" : ""), title: g.length > 1 ? t("picture.rejected_string", { n: g.length }) : t("picture.rejected_card") },
        g.map((at) => h("div", { class: "c side" + (marks.has(at) ? " marked" : "") },
          marks.has(at) ? h("span", { class: "flag", "aria-hidden": "true" }, String(at)) : null)))));
  }));
  requestAnimationFrame(showNewest);

  const ex = expulsionText(deal);
  const facts = h("dl", { class: "facts" },
    fact(t("picture.stock"), deal.stock, "stock"),
    fact(t("picture.table"), deal.table ?? 0, "table"),
    fact(t("picture.mainline"), deal.mainline ?? 0, "mainline"),
    ex ? fact(t("picture.expulsion"), ex, "expulsion", deal.expulsion.active ? "hot" : null) : null,
    deal.prophet ? fact(t("picture.since_marker"), deal.prophet.since_marker ?? 0, "since-marker") : null);

  const status = deal.status || {};
  const deposed = new Set(deal.deposed || []);
  const hands = h("ul", { class: "hands", "aria-label": t("picture.hands") },
    h("li", { class: "dealer-row" }, h("span", { class: "who" }, name(state, state.dealer, me)), h("span", { class: "tag" }, t("tag.dealer"))),
    players(state).map((id) => {
      const st = status[id] || "active";
      return h("li", { class: `st-${st}` + (state.turn === id ? " turn" : "") + (id === me ? " me" : ""), "data-testid": `hand-${name(state, id)}` },
        h("span", { class: "who" }, name(state, id, me),
          state.turn === id ? h("span", { class: "tag turn-tag" }, t("tag.turn")) : null,
          st === "prophet" ? h("span", { class: "tag prophet" }, t("tag.prophet")) : null,
          st === "expelled" ? h("span", { class: "tag expelled" }, t("tag.expelled")) : null,
          deposed.has(id) ? h("span", { class: "tag" }, t("tag.deposed")) : null),
        h("span", { class: "num", "aria-label": t("common.cards", { n: deal.hands[id] ?? 0 }) }, String(deal.hands[id] ?? 0)));
    }));

  return h("section", { class: "card picture" + (big ? " big" : ""), "aria-label": t("picture.label") },
    h("div", { class: "pic-head" }, h("h2", null, t("picture.deal", { number: deal.number ?? "" })),
      deal.rule_sha256 ? h("span", { class: "fp", title: deal.rule_sha256 }, tx("picture.rule_fp", { fp: h("code", null, fingerprint(deal.rule_sha256)) })) : null),
    facts, row, hands);
}

// A row shows its newest card when a card has come since it last did; a row scrolled back by
// hand stays where it is while nothing new is placed.
function showNewest() {
  for (const row of document.querySelectorAll(".picture .layout")) {
    if (row.dataset.shown === row.dataset.placed) continue;
    row.scrollLeft = row.scrollWidth;
    row.dataset.shown = row.dataset.placed;
  }
}

function fact(label, value, key, cls) {
  return h("div", { class: "fact" + (cls ? " " + cls : "") },
    h("dt", null, label), h("dd", { "data-testid": `fact-${key}` }, String(value ?? "–")));
}
