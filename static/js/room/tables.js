// One table of the room on the organizer's screen (organizer.js): its name and code, what it shows
// (phase, dealer, deal, mainline, prophet, leaders once someone has scored), who sits there, the
// proposals made to it, and its actions, each one tap away: its host's page (the organizer's seat
// token there), and a row of tools that opens one of them in the card (make host, propose a rule
// of the rule book to its next dealer, move someone there, remove someone, rename it, delete it
// from the room between two deals: its people wait in the lobby again). An empty
// section (class "table-notebook") is the table's hypotheses, live (notebook.js).
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { confirmButton } from "../controls.js";
import { ruleText } from "../parts/rulebook.js";
import { tableName, leadersOf } from "./rooms.js";
import { tableNotebook } from "./notebook.js";

const TOOLS = ["host", "propose", "move", "remove", "rename", "delete"];

const choice = (ctx, name, fallback) => {
  const picked = ctx.pick[name];
  return picked != null && picked !== "" ? picked : fallback;
};

function select(ctx, name, label, options, fallback) {
  const now = String(choice(ctx, name, fallback));
  return h("label", { class: "field" }, h("span", null, label),
    h("select", { "data-testid": name, onchange: (e) => { ctx.pick[name] = e.target.value; ctx.render(); } }, // a removal's confirmation names who is picked
      options.map(([value, text]) => h("option", { value, selected: now === String(value) }, text))));
}

// What the table shows now, in a few lines.
function liveLines(ctx, table) {
  const live = table.live;
  if (!live) return null;
  const bits = [t("organizer.phase", { phase: live.phase, game: live.game || 1, deal: live.deal || 1 })];
  if (live.dealer_name) bits.push(t("organizer.dealer", { name: live.dealer_name }));
  if (live.mainline != null) bits.push(t("organizer.mainline", { n: live.mainline }));
  if (live.prophet) bits.push(t("organizer.prophet", { name: live.prophet }));
  if (live.host && live.host !== ctx.room.organizer_name) bits.push(t("organizer.hosts_too", { name: live.host }));
  const leaders = leadersOf(live);
  if (leaders.length) bits.push(t("organizer.leaders", { names: leaders.join(", ") }));
  return h("p", { class: "org-live", "data-testid": "live" }, bits.join(" · "));
}

function hostTool(ctx, table) {
  const name = `host-${table.number}`;
  const seated = Object.entries(table.seats || {});
  const options = [...seated.map(([rid, pid]) => [pid, ctx.nameOf(rid)]), ["p0", t("organizer.host_me")]]; // p0: the hosting back
  return h("div", { class: "org-row" }, select(ctx, name, t("organizer.host_who"), options, options[0][0]),
    h("button", { type: "button", class: "small", onclick: () => ctx.atTable(table.number, { type: "make_host", player: choice(ctx, name, options[0][0]) }, t("organizer.host_done")) }, t("organizer.make_host")));
}

function proposeTool(ctx, table) {
  if (!ctx.book && ctx.bookFailed) return h("button", { type: "button", class: "small", onclick: () => ctx.readBook(true) }, t("organizer.propose_open"));
  if (!ctx.book) { ctx.readBook(); return h("p", { class: "muted small" }, t("common.loading")); }
  const name = `propose-${table.number}`;
  const rules = ctx.book.rules.map((r) => [r.id, `${ruleText(r)} (${t("organizer.about", { n: r.about, pack: ctx.book.pack })})`]);
  return h("div", { class: "org-row" }, select(ctx, name, t("organizer.propose_rule"), rules, rules[0] && rules[0][0]),
    h("button", { type: "button", class: "small", onclick: () => ctx.send({ type: "propose", table: table.number, rule: choice(ctx, name, rules[0][0]) }) }, t("organizer.propose")));
}

function moveTool(ctx, table) {
  const name = `move-to-${table.number}`;
  const here = new Set(table.people || []);
  const people = (ctx.room.people || []).filter((p) => !here.has(p.id)).map((p) => [p.id, p.table ? t("organizer.at_table", { name: p.name, table: tableName((ctx.room.tables || []).find((tb) => tb.number === p.table) || { number: p.table }) }) : p.name]);
  if (!people.length) return h("p", { class: "muted small" }, t("organizer.nobody_to_move"));
  return h("div", { class: "org-row" }, select(ctx, name, t("organizer.move_who"), people, people[0][0]),
    h("button", { type: "button", class: "small", onclick: () => ctx.send({ type: "move", person: choice(ctx, name, people[0][0]), table: table.number }) }, t("organizer.move_here")));
}

function removeTool(ctx, table) {
  const name = `remove-${table.number}`;
  const people = (table.people || []).map((id) => [id, ctx.nameOf(id)]);
  if (!people.length) return h("p", { class: "muted small" }, t("organizer.nobody_seated"));
  const who = choice(ctx, name, people[0][0]);
  return h("div", { class: "org-row" }, select(ctx, name, t("organizer.remove_who"), people, people[0][0]),
    confirmButton(t("organizer.remove"), t("organizer.remove_confirm", { name: ctx.nameOf(who) }),
      () => ctx.send({ type: "kick", person: who }), { class: "small danger" }));
}

function renameTool(ctx, table) {
  const name = `rename-${table.number}`;
  return h("form", { class: "org-row", onsubmit: (e) => { e.preventDefault(); const text = (ctx.pick[name] ?? "").trim(); if (text) ctx.send({ type: "rename", table: table.number, name: text }).then((ok) => { if (ok) { delete ctx.pick[name]; ctx.tool[table.number] = null; ctx.render(); } }); } },
    h("label", { class: "field" }, h("span", null, t("organizer.rename_to")),
      h("input", { "data-testid": name, maxlength: "40", required: true, value: ctx.pick[name] ?? tableName(table), oninput: (e) => { ctx.pick[name] = e.target.value; } })),
    h("button", { type: "submit", class: "small" }, t("organizer.rename_save")));
}

function deleteTool(ctx, table) {
  return h("div", { class: "org-row" }, h("p", { class: "muted small" }, t("organizer.delete_text")),
    confirmButton(t("organizer.delete"), t("organizer.delete_confirm", { table: tableName(table) }),
      () => ctx.send({ type: "delete_table", table: table.number }), { class: "small danger" }));
}

const DRAW = { host: hostTool, propose: proposeTool, move: moveTool, remove: removeTool, rename: renameTool, delete: deleteTool };

function tools(ctx, table) {
  const open = ctx.tool[table.number];
  const label = tableName(table);
  return [h("div", { class: "org-tools", role: "group", "aria-label": t("organizer.tools", { table: label }) },
    TOOLS.map((tool) => h("button", {
      type: "button", class: open === tool ? "small tool chosen" : "small tool", "aria-pressed": String(open === tool),
      "data-testid": `tool-${tool}-${table.number}`,
      onclick: () => { ctx.tool[table.number] = open === tool ? null : tool; ctx.render(); },
    }, t(`organizer.tool_${tool}`)))),
  open ? h("div", { class: "org-tool" }, DRAW[open](ctx, table)) : null];
}

export function tableCard(ctx, table) {
  const seat = ctx.seats[table.number];
  const proposals = (ctx.room.proposals || []).filter((p) => p.table === table.number && !p.ended);
  const people = table.people || [];
  return h("section", { class: "card room-table org-table", key: table.code, "aria-labelledby": `org-table-${table.number}`, "data-testid": `organizer-table-${table.number}` },
    h("div", { class: "org-table-head" },
      h("h2", { id: `org-table-${table.number}`, "data-testid": `table-name-${table.number}` }, tableName(table)),
      h("span", { class: "code-inline" }, table.code),
      seat ? h("a", { class: "button small primary", href: `/t/${seat.code}#token=${encodeURIComponent(seat.token)}&room=${encodeURIComponent(ctx.room.code || "")}`, "data-testid": `host-page-${table.number}`, "aria-label": t("organizer.host_page", { number: table.number, table: tableName(table) }) }, t("organizer.host_controls")) : null),
    liveLines(ctx, table),
    h("p", { class: "org-people", "data-testid": `seated-${table.number}` },
      people.length ? [h("span", { class: "muted" }, t("organizer.sits", { n: people.length }), " "), people.map((id, i) => [i ? ", " : "", h("span", { class: "who" }, ctx.nameOf(id))])] : t("organizer.nobody_seated")),
    proposals.map((p) => h("p", { class: "small", "data-testid": "proposal" }, t("organizer.proposed", { deal: p.deal, rule: ruleText({ id: p.rule, text: p.text }), n: p.about, pack: p.pack }))),
    tools(ctx, table),
    tableNotebook(seat, table));
}
