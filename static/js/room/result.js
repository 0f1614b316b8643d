// The room's result, the organizer's second tab (GET /api/rooms/<code>/result): each table's games,
// their totals and winners, each ended deal's rule with the mainline's length at its end (a deal
// ended before its rule was sealed says so); the same as one JSON file and one CSV file (its
// headers in this page's language: ?lang=). Scores are never compared across tables: each apart.
import { h } from "../dom.js";
import { redraw } from "../state.js";
import { t, currentLanguage } from "../i18n.js";
import { getResult, resultUrl, tableName } from "./rooms.js";
import { notebookLine } from "./notebook.js";

const seen = { result: null, reading: false, failed: false };

export function readResult(code) {
  seen.reading = true;
  getResult(code).then((r) => { seen.result = r; seen.failed = false; }, () => { seen.failed = true; })
    .then(() => { seen.reading = false; redraw(); });
}

function dealLine(d) {
  const dealer = d.dealer ?? "–";
  return d.rule == null || d.rule === ""
    ? t("room.result_deal_unsealed", { deal: d.deal, dealer, n: d.mainline ?? 0 })
    : t("room.result_deal", { deal: d.deal, dealer, rule: d.rule, n: d.mainline ?? 0 });
}

function gameOf(game) {
  const totals = Object.entries(game.totals || {}).sort((a, b) => b[1] - a[1]);
  const winners = new Set(game.winners || []);
  return h("div", { class: "room-game" },
    h("h4", null, t(game.over ? "room.result_game" : "room.result_game_on", { game: game.game })),
    h("ul", { class: "room-totals" }, totals.map(([name, total]) => h("li", null,
      winners.has(name) ? h("strong", null, t("room.result_winner", { name, total })) : t("room.result_total", { name, total })))),
    h("ol", { class: "room-deals" }, (game.deals || []).map((d) => h("li", { "data-testid": "result-deal" }, dealLine(d), notebookLine(d)))));
}

export function resultCard(code) {
  const r = seen.result;
  return h("section", { class: "card org-result", "aria-labelledby": "room-result-title", "data-testid": "room-result" },
    h("h2", { id: "room-result-title" }, t("room.result_title")),
    h("p", { class: "row" },
      h("button", { type: "button", disabled: seen.reading, onclick: () => readResult(code) }, t(r ? "room.result_again" : "room.result_show")),
      h("a", { class: "button", href: resultUrl(code), download: `room-${code}.json`, "data-testid": "result-json" }, t("room.result_json")),
      h("a", { class: "button", href: resultUrl(code, currentLanguage()), download: `room-${code}.csv`, "data-testid": "result-csv" }, t("room.result_csv"))),
    seen.failed ? h("p", { class: "muted" }, t("toast.unreachable")) : null,
    r ? h("div", { class: "org-result-tables" }, (r.tables || []).map((table) => h("div", { class: "room-result-table", "data-testid": `result-table-${table.number}` },
      h("h3", null, tableName(table), table.deleted ? [" ", h("span", { class: "muted small" }, t("organizer.deleted"))] : null),
      (table.games || []).length ? table.games.map(gameOf) : h("p", { class: "muted small" }, t("room.result_none"))))) : null);
}
