// The end of a deal (scores with their parts, the rule and its fingerprint check)
// and of the game (totals, winners, share, export).
import { h, tx, svg, toast, download, copyText } from "../dom.js";
import { app, redraw } from "../state.js";
import { confirmButton, undoButton } from "../controls.js";
import * as api from "../api.js";
import { picture } from "../picture.js";
import { name, person, scoreboard, fingerprint, ruleBlock, splitSeal, profileName, hosts } from "../view.js";
import { sha256Hex } from "../sha256.js";
import { betweenDeals, nightResults, playAgain } from "../parts/night.js";
import { t, has, say, errorText } from "../i18n.js";

// Why the deal ended, from its reason (deal.ended.reason) and who.
function reasonText(s, ended) {
  const who = (id) => name(s, id);
  switch (ended.reason) {
    case "emptied": return ended.emptied ? t("over.reason_emptied", { who: who(ended.emptied) }) : t("over.reason_emptied_anon");
    case "all_expelled": return t("over.reason_all_expelled");
    case "stock_out": return t("over.reason_stock_out");
    case "guessed": return ended.guessed ? t("over.reason_guessed", { who: who(ended.guessed) }) : t("over.reason_guessed_anon");
    case "game_ended": return t("over.reason_game_ended");
    default: return "";
  }
}

// A player's score as its parts: "17 from hands + 4 emptied" (each part over.part_<kind>).
function partsText(parts) {
  if (!parts) return "";
  const shown = Object.entries(parts).filter(([, v]) => v);
  if (!shown.length) return "0";
  return shown.map(([k, v], i) => {
    const n = i ? Math.abs(v) : v;
    const term = has(`over.part_${k}`) ? t(`over.part_${k}`, { n }) : t("over.part_other", { n, part: k });
    return i ? `${v < 0 ? "−" : "+"} ${term}` : term;
  }).join(" ");
}

// Each revealed rule's check, once: the fingerprint the phone works out against the sealed one.
const checked = new Map(); // salt + rule + sha -> true | false (absent: being worked out)

function checkOf(deal) {
  if (typeof deal.rule !== "string") return undefined;
  const key = `${deal.rule_salt ?? ""}\u0000${deal.rule}\u0000${deal.rule_sha256}`;
  if (!checked.has(key)) {
    checked.set(key, undefined);
    // SHA-256 of the salt then the text (docs/API.md); a rule sealed before salts has "" or none.
    sha256Hex((deal.rule_salt ?? "") + deal.rule).then((hex) => { checked.set(key, hex === deal.rule_sha256.toLowerCase()); redraw(); });
  }
  return checked.get(key);
}

function ruleCheck(deal) {
  if (!deal.rule_sha256) return h("div", { class: "rule-check", "data-testid": "rule-check" }, h("p", { class: "muted" }, t("rule.none_this_deal")));
  const ok = checkOf(deal);
  return h("div", { class: "rule-check", "data-testid": "rule-check" },
    ruleBlock(deal.rule ?? t("rule.not_shown"), { "data-testid": "rule-text" }),
    h("p", { class: "muted small" }, tx("rule.fingerprint", { fp: h("code", null, fingerprint(deal.rule_sha256)) })),
    deal.rule_salt ? h("p", { class: "muted small rule-salt" }, tx("rule.salt", { salt: h("code", { "data-testid": "rule-salt" }, deal.rule_salt) })) : null,
    ok === undefined ? h("p", { class: "check pending" }, t("rule.checking"))
      : h("p", { class: "check " + (ok ? "ok" : "bad") }, t(ok ? "rule.matches" : "rule.mismatch")));
}

// The dealer's score in words: the highest player score, capped at 2 × T while a prophet is in office.
export function dealerText(s, deal, score) {
  const ended = deal.ended || {};
  const scores = ended.scores || {};
  const best = Math.max(0, ...Object.keys(scores).filter((id) => id !== deal.dealer).map((id) => scores[id]));
  const pr = deal.prophet;
  if (!pr) return t("over.dealer_highest", { score, best }); // a profile without prophets has none
  const at = pr.table_at_appointment ?? 0;
  return t("over.dealer_capped", { score, best, t: at, cap: 2 * at, prophet: name(s, pr.player) });
}

function dealScores(s, deal, me) {
  const ended = deal.ended || {};
  const scores = ended.scores || {};
  const ids = Object.keys(scores).sort((a, b) => scores[b] - scores[a]);
  const dealer = deal.dealer ?? s.dealer;
  return h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": t("over.caption", { number: deal.number }) }, h("table", { class: "score-table" },
    h("caption", { class: "sr-only" }, t("over.caption", { number: deal.number })),
    h("thead", null, h("tr", null, h("th", { scope: "col" }, t("scores.who")), h("th", { scope: "col" }, t("scores.deal")), h("th", { scope: "col" }, t("scores.total")))),
    h("tbody", null, ids.map((id) => {
      const p = person(s, id);
      return h("tr", { class: id === me ? "me" : null, "data-testid": `score-${p ? p.name : id}` },
        h("th", { scope: "row" }, p ? p.name : id, id === dealer ? h("span", { class: "tag" }, t("tag.dealer")) : null,
          h("span", { class: "parts", "data-testid": id === dealer ? "dealer-parts" : null },
            id === dealer ? dealerText(s, deal, scores[id]) : partsText((ended.parts || {})[id]))),
        h("td", { class: "num deal-score" }, String(scores[id])),
        h("td", { class: "num" }, String(p ? p.total ?? 0 : "")));
    }))));
}

export function dealOverScreen() {
  const s = app.state;
  const me = app.mode === "board" ? null : app.me();
  const deal = s.deal || {};
  const ended = deal.ended || {};
  const canNext = app.mode === "phone" && me && (me === s.dealer || hosts(s, me));
  const out = [
    h("section", { class: "card over" },
      h("h1", null, t("over.title", { number: deal.number })),
      h("p", { class: "big-line" }, reasonText(s, ended)),
      highLine(s, ended),
      nextLine(s, me),
      dealScores(s, deal, me)),
    h("section", { class: "card" }, h("h2", null, t("rule.title")), ruleCheck(deal)),
  ];
  if (canNext) {
    out.push(h("section", { class: "card" },
      h("button", { type: "button", class: "primary big", onclick: () => app.act({ type: "next_deal" }) }, t("over.next_deal")),
      hosts(s, me) ? confirmButton(t("host.end_game"), t("host.end_game_confirm"), () => app.act({ type: "end_game" }), { class: "danger" }) : null));
    if (s.undo) out.push(undoButton(s));
  }
  out.push(...betweenDeals());
  out.push(picture(s, me, { big: app.mode === "board" }));
  return out;
}

function highLine(s, ended) {
  if (ended.high == null) return null;
  return h("p", { class: "muted small", "data-testid": "high" },
    t(`over.high_${s.high}`, { high: ended.high }));  // the snapshot says which high: hand_size, largest_hand
}

// Who deals next, and whom everyone waits for (the dealer or the host taps "Start the next deal").
function nextLine(s, me) {
  const next = s.next_dealer;
  const starters = [...new Set([s.dealer, s.host])].filter(Boolean);
  const others = starters.filter((id) => id !== me).map((id) => name(s, id));
  const waiting = !starters.includes(me) ? t("over.waiting_for", { who: others })
    : others.length ? t("over.waits_for_you_or", { others }) : t("over.waits_for_you");
  const number = (s.deal.number ?? 0) + 1;
  return h("div", { class: "next-line", "data-testid": "next-line" },
    next ? h("p", { class: "big-line" }, next === me ? t("over.next_me", { number }) : t("over.next", { who: name(s, next), number })) : null,
    h("p", null, waiting));
}

// Who played the game that is over, with their totals: its result (s.totals: the seated, then
// the removed, whose scores stand), not s.people, which a newcomer or a removal after the game
// changes for the next one.
function played(s) {
  return Object.entries(s.totals || {}).map(([id, total]) => ({ id, name: name(s, id), total }));
}

// The same, the highest total first (the final list, the per-deal table, the shared summary).
const ranked = (s) => played(s).sort((a, b) => (b.total ?? 0) - (a.total ?? 0));

// The game's winners, as the server decided them (a game over always has them).
const winners = (s) => s.winners || [];

function summary(s) {
  const w = winners(s).map((id) => name(s, id));
  const table = { code: s.code || "", profile: profileName(s.profile) };
  const lines = [w.length > 1 ? t("share.head_many", { ...table, names: w }) : t("share.head_one", { ...table, who: w[0] })];
  for (const p of ranked(s)) lines.push(t("share.person", { name: p.name, total: p.total }));
  for (const d of s.deals || []) {
    const deal = { number: d.number, dealer: name(s, d.dealer) };
    lines.push(d.rule ? t("share.deal_rule", { ...deal, rule: d.rule }) : t("share.deal", deal));
  }
  return lines.join("\n");
}

// A text cell that starts with = + - @, a tab or a CR is a formula to a spreadsheet
// (CSV injection): it gets a leading apostrophe (OWASP). Numbers stay numbers (-3).
export const csvCell = (v) => {
  let t = v == null ? "" : String(v);
  if (typeof v !== "number" && /^[=+\-@\t\r]/.test(t)) t = "'" + t;
  return /[",\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};
const csvRow = (cells) => cells.map(csvCell).join(",");

// The host's last word, beside the last export: the table deleted with everything in it (docs/API.md).
function deleteButton() {
  return confirmButton(t("game.delete_table"), t("game.delete_table_confirm"), async () => {
    try {
      await api.deleteTable(app.code, app.seat.token);
      app.deleted();
    } catch (err) {
      toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
    }
  }, { class: "danger", "data-testid": "delete-table" });
}

// The one CSV export (the CLI exports JSON): the scores, a row per deal and a column per
// person, then the log, a row per record; the headers and sentences in the phone's language,
// the record types and times as data.
export function buildCsv(s, log, notebooks = []) {
  const people = played(s);
  const rows = [csvRow([t("csv.deal"), t("csv.dealer"), t("csv.rule"), ...people.map((p) => p.name)])];
  for (const d of s.deals || []) rows.push(csvRow([d.number, name(s, d.dealer), d.rule ?? "", ...people.map((p) => (d.scores || {})[p.id] ?? "")]));
  rows.push(csvRow([t("csv.total"), "", "", ...people.map((p) => p.total ?? 0)]));
  // the night: its standings, then every game's result (winners, and each person's total)
  const games = s.games || [];
  if (games.length) {
    const night = (s.standings || []).map((st) => st.player);
    rows.push("", csvRow([t("csv.person"), t("csv.games"), t("csv.wins"), t("csv.points")]));
    for (const st of s.standings || []) rows.push(csvRow([name(s, st.player), st.games, st.wins, st.points]));
    rows.push("", csvRow([t("csv.game"), t("csv.profile"), t("csv.winners"), ...night.map((id) => name(s, id))]));
    for (const g of games) {
      rows.push(csvRow([g.number, profileName(g.profile), (g.winners || []).map((id) => name(s, id)).join(", "),
        ...night.map((id) => (g.totals || {})[id] ?? "")]));
    }
  }
  rows.push("", csvRow(["seq", "at", "type", "by", "undone", "text"].map((c) => t(`csv.${c}`))));
  for (const a of log || []) {
    rows.push(csvRow([a.seq, a.at, a.type, a.by ? name(s, a.by) : "", a.undone ? t("common.yes") : "", a.says ? say(a.says) : a.text ?? ""]));
  }
  // every ended deal's notebook of hypotheses (GET …/notebooks): a row per hypothesis
  const written = notebooks.flatMap((n) => n.hypotheses.map((x) => [n.game, n.deal, x]));
  if (written.length) rows.push("", csvRow(["game", "deal", "person", "hypothesis", "table_count", "struck", "marked"].map((c) => t(`csv.${c}`))));
  for (const [game, deal, x] of written) {
    rows.push(csvRow([game, deal, x.name, x.text, x.table, x.struck ? t("common.yes") : "", x.marked ? t("common.yes") : ""]));
  }
  return rows.join("\r\n") + "\r\n";
}

async function fetchNotebooks() {
  try { return (await api.request("GET", `/api/tables/${encodeURIComponent(app.code)}/notebooks`)).notebooks || []; } catch { return []; }
}

async function fetchLog() {
  try { return (await api.getLog(app.code, app.seat && app.seat.token)).actions || []; } catch { toast(t("toast.log_failed"), "error"); return []; }
}

// Totals after each deal, per person (the bonus for never dealing is added at the end).
export function runningTotals(s) {
  const run = {};
  for (const p of played(s)) {
    let sum = 0;
    run[p.id] = [0, ...(s.deals || []).map((d) => (sum += (d.scores || {})[p.id] ?? 0))];
    const bonus = (s.bonus || {})[p.id] || 0;
    if (bonus) run[p.id][run[p.id].length - 1] += bonus;
  }
  return run;
}

// The per-deal score table: a row per person, a column per deal, then the bonus and the total.
function dealTable(s, me) {
  const deals = s.deals || [];
  const bonus = s.bonus || {};
  const anyBonus = Object.values(bonus).some(Boolean);
  const people = ranked(s);
  return h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": t("game.per_deal") },
    h("table", { class: "score-table per-deal", "data-testid": "per-deal" },
      h("caption", { class: "sr-only" }, t("game.per_deal_caption")),
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("scores.who")),
        deals.map((d) => h("th", { scope: "col", title: t("game.dealt", { who: name(s, d.dealer) }) }, t("common.deal", { number: d.number }))),
        anyBonus ? h("th", { scope: "col" }, t("scores.bonus")) : null,
        h("th", { scope: "col" }, t("scores.total")))),
      h("tbody", null, people.map((p) => h("tr", { class: p.id === me ? "me" : null, "data-testid": `per-deal-${p.name}` },
        h("th", { scope: "row" }, p.name),
        deals.map((d) => h("td", { class: "num" + (d.dealer === p.id ? " dealt" : "") }, String((d.scores || {})[p.id] ?? "–"),
          d.dealer === p.id ? h("span", { class: "sr-only" }, t("game.dealer_mark")) : null)),
        anyBonus ? h("td", { class: "num" }, String(bonus[p.id] || 0)) : null,
        h("td", { class: "num total" }, String(p.total ?? 0)))))));
}

// Which of the deal axis's labels (0: the start, n: the last deal) are written: every k-th, the
// smallest k whose labels do not overlap ("Runde 5Runde 6"), the first and the last always.
// A label's width is estimated from its length (0.65 of the 20-unit type per character, a wide font's).
function shownTicks(labels, x) {
  const n = labels.length - 1;
  const span = (i) => {
    const w = labels[i].length * 13 + 10;
    return i === 0 ? [x(i), x(i) + w] : i === n ? [x(i) - w, x(i)] : [x(i) - w / 2, x(i) + w / 2];
  };
  for (let k = 1; ; k++) {
    const shown = [];
    for (let i = 0; i < n; i += k) shown.push(i);
    if (shown.length > 1 && span(shown[shown.length - 1])[1] > span(n)[0]) shown.pop();
    if (n > 0) shown.push(n);
    if (shown.every((i, j) => j === 0 || span(shown[j - 1])[1] <= span(i)[0]) || shown.length <= 2) return shown;
  }
}

// A line chart of the totals after each deal: inline SVG built with DOM calls, colours from CSS classes.
export function totalsChart(s) {
  const run = runningTotals(s);
  const people = played(s);
  const n = (s.deals || []).length;
  const W = 640, H = 320, L = 52, R = 44, T = 16, B = 48;
  const max = Math.max(1, ...Object.values(run).flat());
  const step = max <= 10 ? 2 : max <= 25 ? 5 : max <= 60 ? 10 : 20;
  const top = Math.ceil(max / step) * step;
  const x = (i) => L + (n ? (i * (W - L - R)) / n : 0);
  const y = (v) => T + (H - T - B) * (1 - v / top);
  const grid = [];
  for (let v = 0; v <= top; v += step) {
    grid.push(svg("line", { class: "grid", x1: L, x2: W - R, y1: y(v), y2: y(v) }),
      svg("text", { class: "tick", x: L - 8, y: y(v) + 7, "text-anchor": "end" }, String(v)));
  }
  const labels = [];
  for (let i = 0; i <= n; i++) labels.push(i ? t("common.deal", { number: i }) : t("chart.start"));
  for (const i of shownTicks(labels, x)) {
    // the first and the last label stay inside the chart, however long the language's words
    const anchor = i === 0 ? "start" : i === n ? "end" : "middle";
    grid.push(svg("text", { class: "tick", x: x(i), y: H - B + 28, "text-anchor": anchor }, labels[i]));
  }
  const lines = people.map((p, k) => svg("g", { class: `series s${k % 8}` },
    svg("polyline", { points: run[p.id].map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ") }),
    run[p.id].map((v, i) => svg("circle", { cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 4 }))));
  const words = people.map((p) => t("chart.series", { name: p.name, values: run[p.id].slice(1) })).join("; ");
  return h("figure", { class: "chart", "data-testid": "totals-chart" },
    svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("chart.label", { series: words }), focusable: "false" },
      svg("title", null, t("chart.title")), grid, lines),
    h("figcaption", null, h("ul", { class: "legend" }, people.map((p, k) =>
      h("li", null, h("span", { class: `swatch s${k % 8}`, "aria-hidden": "true" }), p.name, " ", h("strong", { class: "num" }, String(p.total ?? 0)))))));
}

export function gameOverScreen() {
  const s = app.state;
  const me = app.mode === "board" ? null : app.me(); // the big screen is everyone's: nobody's row in bold
  const win = new Set(winners(s));
  const people = ranked(s);
  const names = [...win].map((id) => name(s, id));
  const stamp = `eleusis-${s.code || app.code}`;
  const deal = s.deal;
  const out = [
    h("section", { class: "card over" },
      h("h1", null, t("game.title")),
      h("p", { class: "big-line", "data-testid": "winners" }, names.length > 1 ? t("game.share", { names }) : t("game.wins", { who: names[0] })),
      h("ol", { class: "score-list final" }, people.map((p) => h("li", { class: (win.has(p.id) ? "winner" : "") + (p.id === me ? " me" : ""), "data-testid": `final-${p.name}` },
        h("span", { class: "who" }, win.has(p.id) ? h("span", { "aria-label": t("game.winner") }, "★ ") : null, p.name),
        h("span", { class: "num" }, String(p.total ?? 0)))))),
    nightResults(),
    ...playAgain(),
  ];
  // The last deal never had a deal-over screen (the game ended with it): its scores and rule here.
  if (deal && deal.ended) {
    out.push(h("section", { class: "card", "data-testid": "last-deal" },
      h("h2", null, t(deal.ended.reason === "game_ended" ? "game.last_deal_ended" : "game.last_deal", { number: deal.number })),
      h("p", null, reasonText(s, deal.ended)),
      highLine(s, deal.ended),
      dealScores(s, deal, me),
      h("h3", null, t("rule.title")), ruleCheck(deal)));
  }
  out.push(
    h("section", { class: "card" },
      h("h2", null, t("game.per_deal")),
      dealTable(s, me),
      h("p", { class: "muted small" }, t("game.dotted")),
      totalsChart(s),
      h("ul", { class: "deal-list" }, (s.deals || []).map((d) => h("li", null,
        h("strong", null, t("common.deal", { number: d.number })), " · ", t("game.dealt", { who: name(s, d.dealer) }), d.rule ? h("div", { class: "rule-text small" }, splitSeal(d.rule)[0]) : null)))),
    h("section", { class: "card row wrap" },
      h("button", {
        type: "button", class: "primary", onclick: async () => {
          const text = summary(s);
          if (navigator.share) { try { await navigator.share({ title: t("share.title"), text }); return; } catch { /* cancelled */ } }
          toast((await copyText(text)) ? t("toast.summary_copied") : text);
        },
      }, t("game.share_button")),
      h("button", { type: "button", onclick: async () => download(`${stamp}.json`, "application/json", JSON.stringify({ table: s, log: await fetchLog(), notebooks: await fetchNotebooks() }, null, 1)) }, t("game.export_json")),
      h("button", { type: "button", onclick: async () => download(`${stamp}.csv`, "text/csv", buildCsv(s, await fetchLog(), await fetchNotebooks())) }, t("game.export_csv")),
      hosts(s, me) && !s.organizer && app.mode === "phone" ? deleteButton() : null), // a room's table: deleted from the room
    s.undo && me && (hosts(s, me) || me === s.dealer) && app.mode === "phone" ? undoButton(s) : null);
  return out;
}
