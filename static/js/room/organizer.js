// The organizer's screen (/r/<code>/organizer): who waits in the lobby, forming the tables (a
// number, or as many as needed), every table at a glance with its host's page one tap away
// (the organizer's seat token there, GET /seat), a move, a table's hosting handed to someone
// seated there (make_host), a rule of the rule book proposed to a table's next dealer, and the
// room's result (result.js). The room comes on its socket; its tables' live lines are read again
// every few seconds while the screen is shown (the room's socket carries the room's own changes).
import { h, tx, toast, draw } from "../dom.js";
import { onRedraw } from "../state.js";
import * as api from "../api.js";
import { t, errorText, labelPage } from "../i18n.js";
import { RoomSocket } from "./socket.js";
import { loadRoomToken, saveRoomToken, roomAction, getRoom, getRoomSeat } from "./rooms.js";
import { resultCard } from "./result.js";
import { ruleText } from "../parts/rulebook.js";
import { tableNotebook, forgetOthers } from "./notebook.js";

const LOOK_AGAIN = 5000;
const ui = { code: "", token: null, room: null, seats: {}, book: null, error: null, pick: {} };
let main = null;

const nameOf = (id) => ((ui.room.people || []).find((p) => p.id === id) || {}).name || id;
const choice = (name, fallback) => (ui.pick[name] ?? fallback);

async function send(body) {
  try {
    adopt(await roomAction(ui.code, ui.token, { ...body, expected_version: ui.room.version }));
    return true;
  } catch (err) {
    toast(err instanceof api.ApiError ? errorText(err) : t("toast.not_sent"), "error");
    if (err.code === "stale_version") look();
    return false;
  }
}

function adopt(room) {
  if (ui.room && room.version < ui.room.version) return;
  const tables = (room.tables || []).length;
  ui.room = room;
  if (tables !== Object.keys(ui.seats).length) seats();
  forgetOthers((room.tables || []).map((tb) => tb.code));
  render();
}

// The organizer's token at every table: its host's page, and make_host there.
async function seats() {
  try {
    const answer = await getRoomSeat(ui.code, ui.token);
    ui.seats = Object.fromEntries((answer.tables || []).map((s) => [s.number, s]));
    render();
  } catch { /* asked again with the next table */ }
}

const look = () => getRoom(ui.code, ui.token).then(adopt, () => {});

function select(name, label, options, fallback) {
  return h("label", { class: "field" }, h("span", null, label),
    h("select", { "data-testid": name, onchange: (e) => { ui.pick[name] = e.target.value; } },
      options.map(([value, text]) => h("option", { value, selected: String(choice(name, fallback)) === String(value) }, text))));
}

function lobbyCard(room) {
  const waiting = room.lobby || [];
  const form = !room.formed ? [
    h("label", { class: "field" }, h("span", null, t("organizer.how_many")),
      h("input", { id: "form-tables", type: "number", min: "1", max: "50", inputmode: "numeric", placeholder: t("organizer.as_needed"), value: ui.pick.tables || "", oninput: (e) => { ui.pick.tables = e.target.value; } })),
    h("button", { type: "button", class: "primary big", onclick: () => { const n = parseInt(ui.pick.tables, 10); send(n > 0 ? { type: "form", tables: n } : { type: "form" }); } }, t("organizer.form")),
  ] : waiting.length ? h("button", { type: "button", onclick: () => send({ type: "add_table" }) }, t("organizer.add_table")) : null;
  return h("section", { class: "card", "aria-labelledby": "org-lobby-title", "data-testid": "organizer-lobby" },
    h("h2", { id: "org-lobby-title" }, t("organizer.lobby", { n: waiting.length })),
    joinCard(),
    waiting.length ? h("ul", { class: "room-names", "data-testid": "organizer-waiting" }, waiting.map((id) => h("li", null, nameOf(id)))) : h("p", { class: "muted" }, t("organizer.lobby_empty")),
    form);
}

// How a latecomer joins from this screen: the room's QR code, its address and its typed code.
function joinCard() {
  return h("div", { class: "organizer-join" },
    h("img", { class: "organizer-qr", src: `/api/rooms/${encodeURIComponent(ui.code)}/qr.svg`, alt: t("room_board.qr_alt", { code: ui.code }), "data-testid": "organizer-qr" }),
    h("div", null,
      h("p", { class: "muted small" }, t("organizer.join_at"), " ", h("a", { href: `/r/${ui.code}`, "data-testid": "join-link" }, `${location.host}/r/${ui.code}`)),
      h("p", { class: "organizer-code", "data-testid": "organizer-code" }, tx("organizer.code", { code: h("strong", null, ui.code) }))));
}

function liveLine(live) {
  if (!live) return null;
  const bits = [t("organizer.phase", { phase: live.phase, game: live.game || 1, deal: live.deal || 1 })];
  if (live.dealer_name) bits.push(t("organizer.dealer", { name: live.dealer_name }));
  if (live.mainline != null) bits.push(t("organizer.mainline", { n: live.mainline }));
  if (live.prophet) bits.push(t("organizer.prophet", { name: live.prophet }));
  if (live.leaders && live.leaders.length) bits.push(t("organizer.leaders", { names: live.leaders }));
  return h("p", { class: "muted small" }, bits.join(" · "));
}

function proposeControls(table) {
  if (!ui.book) return h("button", { type: "button", class: "small", onclick: readBook }, t("organizer.propose_open"));
  const name = `propose-${table.number}`;
  const rules = ui.book.rules.map((r) => [r.id, `${ruleText(r)} (${t("organizer.about", { n: r.about, pack: ui.book.pack })})`]);
  return h("div", { class: "row" }, select(name, t("organizer.propose_rule"), rules, rules[0] && rules[0][0]),
    h("button", { type: "button", class: "small", onclick: () => send({ type: "propose", table: table.number, rule: choice(name, rules[0][0]) }) }, t("organizer.propose")));
}

function hostControls(table) {
  const seat = ui.seats[table.number];
  const seated = Object.entries(table.seats || {});
  if (!seat) return null;
  const name = `host-${table.number}`;
  const options = [["p0", t("organizer.host_me")], ...seated.map(([rid, pid]) => [pid, nameOf(rid)])];
  return [h("p", null, h("a", { class: "button", href: `/t/${seat.code}#token=${encodeURIComponent(seat.token)}&room=${encodeURIComponent(ui.code)}`, "data-testid": `host-page-${table.number}` }, t("organizer.host_page", { number: table.number }))),
    h("div", { class: "row" }, select(name, t("organizer.host_who"), options, "p0"),
      h("button", { type: "button", class: "small", onclick: () => makeHost(seat, choice(name, "p0")) }, t("organizer.make_host")))];
}

async function makeHost(seat, player) {
  try {
    await api.postAction(seat.code, seat.token, { type: "make_host", player, action_id: api.newActionId() });
    toast(t("organizer.host_done"));
    look();
  } catch (err) {
    toast(err instanceof api.ApiError ? errorText(err) : t("toast.not_sent"), "error");
  }
}

function tableCard(table) {
  const proposals = (ui.room.proposals || []).filter((p) => p.table === table.number && !p.ended);
  return h("section", { class: "card room-table", "data-testid": `organizer-table-${table.number}` },
    h("h2", null, t("organizer.table", { number: table.number }), " ", h("span", { class: "code-inline" }, table.code)),
    liveLine(table.live),
    h("ul", { class: "room-names" }, (table.people || []).map((id) => h("li", null, nameOf(id)))),
    proposals.map((p) => h("p", { class: "small", "data-testid": "proposal" }, t("organizer.proposed", { deal: p.deal, rule: ruleText({ id: p.rule, text: p.text }), n: p.about, pack: p.pack }))),
    hostControls(table), proposeControls(table), tableNotebook(ui.seats[table.number], table));
}

function moveCard(room) {
  const people = (room.people || []).map((p) => [p.id, p.name]);
  const tables = (room.tables || []).map((tb) => [tb.number, t("organizer.table", { number: tb.number })]);
  if (!people.length || !tables.length) return null;
  return h("section", { class: "card", "aria-labelledby": "org-move-title", "data-testid": "organizer-move" },
    h("h2", { id: "org-move-title" }, t("organizer.move_title")),
    select("move-person", t("organizer.move_who"), people, people[0][0]),
    select("move-table", t("organizer.move_to"), tables, tables[0][0]),
    h("button", { type: "button", onclick: () => send({ type: "move", person: choice("move-person", people[0][0]), table: Number(choice("move-table", tables[0][0])) }) }, t("organizer.move")));
}

function readBook() {
  api.getRulebook().then((book) => { ui.book = book; render(); }, () => toast(t("rulebook.failed"), "error"));
}

function screen() {
  if (ui.error) return h("section", { class: "card" }, h("h1", null, t("room.not_found")), h("p", null, ui.error));
  if (!ui.room) return h("p", { class: "muted loading" }, t("common.loading"));
  const room = ui.room;
  return [h("h1", { class: "room-title" }, t("organizer.title", { room: room.name || ui.code })),
    lobbyCard(room), (room.tables || []).map(tableCard), moveCard(room), room.formed ? resultCard(ui.code) : null];
}

function render() {
  document.getElementById("where").textContent = t("where.organizer", { code: ui.code });
  labelPage(t("page.title_organizer", { code: ui.code }));
  draw(screen(), main);
}

function takeHashToken() {
  const m = location.hash.match(/token=([^&]+)/);
  if (!m) return;
  saveRoomToken("organizer", ui.code, { token: decodeURIComponent(m[1]) });
  history.replaceState(null, "", location.pathname + location.search);
}

export function organizerPage(where, code) {
  main = where;
  ui.code = code;
  takeHashToken();
  ui.token = (loadRoomToken("organizer", code) || {}).token || null;
  onRedraw(render);
  window.addEventListener("languagechange", render);
  if (!ui.token) { ui.error = t("organizer.no_token"); render(); return; }
  render();
  const socket = new RoomSocket(code, ui.token, adopt, () => { ui.error = t("room.not_found_text", { code }); render(); });
  socket.start();
  look();
  setInterval(() => { if (document.visibilityState === "visible") look(); }, LOOK_AGAIN);
}
