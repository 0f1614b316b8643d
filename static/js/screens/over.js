// The end of a deal (scores with their parts, the rule and its fingerprint check)
// and of the game (totals, winners, share, export).
import { h, toast, confirmButton, download, copyText } from "../dom.js";
import * as api from "../api.js";
import { picture } from "../picture.js";
import { name, person, scoreboard, fingerprint, ruleBlock, splitSeal } from "../view.js";
import { sha256Hex } from "../sha256.js";
import { undoButton } from "./play.js";

const PART_WORDS = { base: "from hands", emptied: "emptied", prophet: "prophet", guess: "guess", dealer: "dealer" };

function reasonText(s, ended) {
  const who = (id) => name(s, id);
  switch (ended.reason) {
    case "emptied": return ended.emptied ? `${who(ended.emptied)} emptied their hand.` : "A hand was emptied.";
    case "all_expelled": return "Every player was expelled.";
    case "stock_out": return "The stock ran out.";
    case "guessed": return ended.guessed ? `${who(ended.guessed)} guessed the rule.` : "The rule was guessed.";
    case "game_ended": return "The host ended the game.";
    default: return "";
  }
}

function partsText(parts) {
  if (!parts) return "";
  const shown = Object.entries(parts).filter(([, v]) => v);
  if (!shown.length) return "0";
  return shown.map(([k, v], i) => `${i && v > 0 ? "+ " : ""}${i && v < 0 ? "− " : ""}${i ? Math.abs(v) : v} ${PART_WORDS[k] || k}`).join(" ");
}

function ruleCheck(deal) {
  const box = h("div", { class: "rule-check", "data-testid": "rule-check" });
  if (!deal.rule_sha256) {
    box.append(h("p", { class: "muted" }, "No rule was sealed in the companion this deal."));
    return box;
  }
  box.append(...ruleBlock(deal.rule ?? "(the rule is not shown)", { "data-testid": "rule-text" }).filter(Boolean),
    h("p", { class: "muted small" }, "Fingerprint sealed before the deal: ", h("code", null, fingerprint(deal.rule_sha256))));
  const verdict = h("p", { class: "check pending" }, "Checking the fingerprint…");
  box.append(verdict);
  if (typeof deal.rule === "string") {
    sha256Hex(deal.rule).then((hex) => {
      const ok = hex === deal.rule_sha256.toLowerCase();
      verdict.className = "check " + (ok ? "ok" : "bad");
      verdict.textContent = ok ? "✓ The rule matches the fingerprint sealed before the deal." : "✗ This rule does NOT match the sealed fingerprint!";
    });
  }
  return box;
}

function dealScores(s, deal, me) {
  const ended = deal.ended || {};
  const scores = ended.scores || {};
  const ids = Object.keys(scores).sort((a, b) => scores[b] - scores[a]);
  return h("table", { class: "score-table" },
    h("caption", { class: "sr-only" }, `Scores of deal ${deal.number}`),
    h("thead", null, h("tr", null, h("th", { scope: "col" }, "Who"), h("th", { scope: "col" }, "Deal"), h("th", { scope: "col" }, "Total"))),
    h("tbody", null, ids.map((id) => {
      const p = person(s, id);
      return h("tr", { class: id === me ? "me" : null, "data-testid": `score-${p ? p.name : id}` },
        h("th", { scope: "row" }, p ? p.name : id, id === s.dealer ? h("span", { class: "tag" }, "dealer") : null,
          h("span", { class: "parts" }, partsText((ended.parts || {})[id]))),
        h("td", { class: "num deal-score" }, String(scores[id])),
        h("td", { class: "num" }, String(p ? p.total ?? 0 : "")));
    })));
}

export function dealOverScreen(ctx) {
  const s = ctx.state;
  const me = ctx.mode === "board" ? null : ctx.me();
  const deal = s.deal || {};
  const ended = deal.ended || {};
  const canNext = ctx.mode === "phone" && me && (me === s.dealer || me === s.host);
  const out = [
    h("section", { class: "card over" },
      h("h1", null, `Deal ${deal.number} is over`),
      h("p", { class: "big-line" }, reasonText(s, ended)),
      ended.high != null ? h("p", { class: "muted small" }, `Largest hand: ${ended.high}`) : null,
      dealScores(s, deal, me)),
    h("section", { class: "card" }, h("h2", null, "The rule"), ruleCheck(deal)),
  ];
  if (canNext) {
    out.push(h("section", { class: "card" },
      h("button", { type: "button", class: "primary big", onclick: () => ctx.act({ type: "next_deal" }) }, "Start the next deal"),
      me === s.host ? confirmButton("End the game now", "Tap again to end the game", () => ctx.act({ type: "end_game" }), { class: "danger" }) : null));
    if (s.undo) out.push(undoButton(ctx, s));
  }
  out.push(picture(s, me, { big: ctx.mode === "board" }));
  return out;
}

export function winners(s) {
  if (Array.isArray(s.winners) && s.winners.length) return s.winners;
  const best = Math.max(...s.people.map((p) => p.total ?? 0));
  return s.people.filter((p) => (p.total ?? 0) === best).map((p) => p.id);
}

function summary(s) {
  const w = winners(s).map((id) => name(s, id));
  const lines = [`Eleusis at table ${s.code || ""} (${s.profile}): ${w.join(" and ")} ${w.length > 1 ? "share the win" : "wins"}.`];
  for (const p of [...s.people].sort((a, b) => b.total - a.total)) lines.push(`${p.name}: ${p.total}`);
  for (const d of s.deals || []) lines.push(`Deal ${d.number} (${name(s, d.dealer)} dealt)${d.rule ? `: rule "${d.rule}"` : ""}`);
  return lines.join("\n");
}

const csvCell = (v) => {
  const t = v == null ? "" : String(v);
  return /[",\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};
const csvRow = (cells) => cells.map(csvCell).join(",");

export function buildCsv(s, log) {
  const people = s.people;
  const rows = [csvRow(["deal", "dealer", "rule", ...people.map((p) => p.name)])];
  for (const d of s.deals || []) rows.push(csvRow([d.number, name(s, d.dealer), d.rule ?? "", ...people.map((p) => (d.scores || {})[p.id] ?? "")]));
  rows.push(csvRow(["total", "", "", ...people.map((p) => p.total ?? 0)]));
  rows.push("", csvRow(["seq", "at", "type", "by", "undone", "text"]));
  for (const a of log || []) rows.push(csvRow([a.seq, a.at, a.type, a.by ? name(s, a.by) : "", a.undone ? "yes" : "", a.text ?? ""]));
  return rows.join("\r\n") + "\r\n";
}

async function fetchLog(ctx) {
  try { return (await api.getLog(ctx.code, ctx.seat && ctx.seat.token)).actions || []; } catch { toast("Could not load the log; exported without it.", "error"); return []; }
}

export function gameOverScreen(ctx) {
  const s = ctx.state;
  const me = ctx.me();
  const win = new Set(winners(s));
  const people = [...s.people].sort((a, b) => (b.total ?? 0) - (a.total ?? 0));
  const names = [...win].map((id) => name(s, id));
  const stamp = `eleusis-${s.code || ctx.code}`;
  return [
    h("section", { class: "card over" },
      h("h1", null, "Game over"),
      h("p", { class: "big-line", "data-testid": "winners" }, names.length > 1 ? `${names.join(" and ")} share the win!` : `${names[0]} wins!`),
      h("ol", { class: "score-list final" }, people.map((p) => h("li", { class: (win.has(p.id) ? "winner" : "") + (p.id === me ? " me" : ""), "data-testid": `final-${p.name}` },
        h("span", { class: "who" }, win.has(p.id) ? h("span", { "aria-label": "winner" }, "★ ") : null, p.name),
        h("span", { class: "num" }, String(p.total ?? 0)))))),
    h("section", { class: "card" },
      h("h2", null, "Deals"),
      h("ul", { class: "deal-list" }, (s.deals || []).map((d) => h("li", null,
        h("strong", null, `Deal ${d.number}`), ` · ${name(s, d.dealer)} dealt`, d.rule ? h("div", { class: "rule-text small" }, splitSeal(d.rule)[0]) : null)))),
    h("section", { class: "card row wrap" },
      h("button", {
        type: "button", class: "primary", onclick: async () => {
          const text = summary(s);
          if (navigator.share) { try { await navigator.share({ title: "Eleusis", text }); return; } catch { /* cancelled */ } }
          toast((await copyText(text)) ? "Summary copied." : text);
        },
      }, "Share the result"),
      h("button", { type: "button", onclick: async () => download(`${stamp}.json`, "application/json", JSON.stringify({ table: s, log: await fetchLog(ctx) }, null, 1)) }, "Export JSON"),
      h("button", { type: "button", onclick: async () => download(`${stamp}.csv`, "text/csv", buildCsv(s, await fetchLog(ctx))) }, "Export CSV")),
    s.undo && me && (me === s.host || me === s.dealer) && ctx.mode === "phone" ? undoButton(ctx, s) : null,
  ];
}
