// The organizer's screen (/r/<code>/organizer), a teacher's tablet (1280×800) on one screen: two
// tabs, the room and its result (result.js). The room: its lobby in a column (the join QR code,
// its address and typed code, who waits, each one tap from removal, forming the tables), beside a
// grid of its tables (tables.js), each with what it shows (its name, phase, dealer, deal, mainline,
// prophet, leaders once someone has scored, who sits there) and its actions one tap away (its
// host's page, make host, propose a rule, move someone there, remove someone, rename it).
// The room comes on its socket, with every change of it and of its tables; it is read again
// every few seconds while the screen is shown, in case a frame was lost.
import { h, tx, toast, draw } from "../dom.js";
import { onRedraw } from "../state.js";
import * as api from "../api.js";
import { t, errorText, labelPage } from "../i18n.js";
import { confirmButton } from "../controls.js";
import { joinBase } from "../view.js";
import { RoomSocket } from "./socket.js";
import { loadRoomToken, saveRoomToken, roomAction, getRoom, getRoomSeat, newerTables, liveTables } from "./rooms.js";
import { resultCard, readResult } from "./result.js";
import { tableCard } from "./tables.js";
import { forgetOthers } from "./notebook.js";

const LOOK_AGAIN = 5000;
const ui = { code: "", token: null, room: null, seats: {}, book: null, error: null, pick: {}, tool: {}, tab: "tables" };
let main = null;

const nameOf = (id) => ((ui.room.people || []).find((p) => p.id === id) || {}).name || id;

// An organizer's action on the room (POST /api/rooms/<code>/actions): true once done.
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

// An action at one table with the organizer's token there (its host's): make_host, a removal.
async function atTable(number, body, done) {
  const seat = ui.seats[number];
  if (!seat) return false;
  try {
    await api.postAction(seat.code, seat.token, { ...body, action_id: api.newActionId() });
    if (done) toast(done);
    look();
    return true;
  } catch (err) {
    toast(err instanceof api.ApiError ? errorText(err) : t("toast.not_sent"), "error");
    return false;
  }
}

function adopt(room) {
  if (ui.room && room.version < ui.room.version && !newerTables(room, ui.room)) return;
  const tables = liveTables(room).map((tb) => tb.code).join();
  const had = ui.room ? liveTables(ui.room).map((tb) => tb.code).join() : null;
  ui.room = room;
  if (tables !== had) seats();
  forgetOthers(liveTables(room).map((tb) => tb.code));
  render();
}

// The organizer's token at every table: its host's page, make_host and removals there.
async function seats() {
  try {
    const answer = await getRoomSeat(ui.code, ui.token);
    ui.seats = Object.fromEntries((answer.tables || []).map((s) => [s.number, s]));
    render();
  } catch { /* asked again with the next table */ }
}

const look = () => getRoom(ui.code, ui.token).then(adopt, () => {});

// The rule book, read once when a table's Propose opens (again only by a tap, after a failure).
let reading = false;
function readBook(again = false) {
  if (reading || (ui.bookFailed && !again)) return;
  reading = true;
  api.getRulebook().then((book) => { ui.book = book; ui.bookFailed = false; },
    () => { ui.bookFailed = true; toast(t("rulebook.failed"), "error"); }).finally(() => { reading = false; render(); });
}

// What tables.js needs of this screen: the room, the choices, and the actions.
const ctx = {
  get room() { return ui.room; }, get seats() { return ui.seats; }, get book() { return ui.book; }, get bookFailed() { return ui.bookFailed; },
  pick: ui.pick, tool: ui.tool, nameOf, send, atTable, readBook, render: () => render(),
};

// The lobby's people, each one tap (two: armed, then confirmed) from removal from the room.
function waitingList(waiting) {
  if (!waiting.length) return h("p", { class: "muted" }, t("organizer.lobby_empty"));
  return h("ul", { class: "room-names org-waiting", "data-testid": "organizer-waiting" }, waiting.map((id) =>
    h("li", { key: id }, h("span", { class: "who" }, nameOf(id)),
      confirmButton(t("organizer.remove"), t("organizer.remove_confirm", { name: nameOf(id) }),
        () => send({ type: "kick", person: id }), { class: "small danger", "aria-label": t("organizer.remove_label", { name: nameOf(id) }) }))));
}

function formControls(room, waiting) {
  if (room.formed) return waiting.length ? h("button", { type: "button", onclick: () => send({ type: "add_table" }) }, t("organizer.add_table")) : null;
  return h("div", { class: "org-form" },
    h("label", { class: "field" }, h("span", null, t("organizer.how_many")),
      h("input", { id: "form-tables", type: "number", min: "1", max: "50", inputmode: "numeric", placeholder: t("organizer.as_needed"), value: ui.pick.tables || "", oninput: (e) => { ui.pick.tables = e.target.value; } })),
    h("button", { type: "button", class: "primary big", onclick: () => { const n = parseInt(ui.pick.tables, 10); send(n > 0 ? { type: "form", tables: n } : { type: "form" }); } }, t("organizer.form")));
}

function lobbyCard(room) {
  const waiting = room.lobby || [];
  return h("section", { class: "card org-lobby", "aria-labelledby": "org-lobby-title", "data-testid": "organizer-lobby" },
    h("h2", { id: "org-lobby-title" }, t("organizer.lobby", { n: waiting.length })),
    joinCard(), waitingList(waiting), formControls(room, waiting));
}

// How a latecomer joins from this screen: the room's QR code, the address it holds, its typed code.
function joinCard() {
  const address = `${joinBase()}/r/${ui.code}`;
  return h("div", { class: "organizer-join" },
    h("img", { class: "organizer-qr", src: `/api/rooms/${encodeURIComponent(ui.code)}/qr.svg`, alt: t("room_board.qr_alt", { code: ui.code }), "data-testid": "organizer-qr" }),
    h("div", null,
      h("p", { class: "muted small" }, t("organizer.join_at"), " ", h("a", { href: address, class: "join-address", "data-testid": "join-link" }, address.replace(/^https?:\/\//, ""))),
      h("p", { class: "organizer-code", "data-testid": "organizer-code" }, tx("organizer.code", { code: h("strong", null, ui.code) })),
      h("p", { class: "small" }, h("a", { href: `/r/${ui.code}/board`, target: "_blank", rel: "noopener", "data-testid": "room-board-link" }, t("organizer.board")))));
}

// The two tabs: the room (lobby and tables) and its result; the result is read when its tab opens.
function tabs(room) {
  const tab = (name, label) => h("button", {
    type: "button", role: "tab", id: `org-tab-${name}`, "aria-selected": String(ui.tab === name), "aria-controls": "org-panel",
    class: ui.tab === name ? "tab chosen" : "tab", "data-testid": `tab-${name}`,
    onclick: () => { ui.tab = name; if (name === "result") readResult(ui.code); render(); },
  }, label);
  return h("div", { class: "org-tabs", role: "tablist", "aria-label": t("organizer.tabs") },
    tab("tables", t("organizer.tab_tables", { n: liveTables(room).length })), room.formed ? tab("result", t("organizer.tab_result")) : null);
}

function screen() {
  if (ui.error) return h("section", { class: "card" }, h("h1", null, t("room.not_found")), h("p", null, ui.error));
  if (!ui.room) return h("p", { class: "muted loading" }, t("common.loading"));
  const room = ui.room;
  if (!room.formed) ui.tab = "tables";
  const panel = ui.tab === "result" ? resultCard(ui.code)
    : h("div", { class: "org-room" }, lobbyCard(room),
      h("div", { class: "org-tables", "data-count": String(liveTables(room).length) }, liveTables(room).map((tb) => tableCard(ctx, tb))));
  return [h("div", { class: "org-head" }, h("h1", { class: "room-title" }, t("organizer.title", { room: room.name || ui.code })), tabs(room)),
    h("div", { id: "org-panel", role: "tabpanel", "aria-labelledby": `org-tab-${ui.tab}`, class: "org-panel" }, panel)];
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
  const css = document.createElement("link");
  Object.assign(css, { rel: "stylesheet", href: "/static/css/organizer.css" });
  document.head.append(css);
  document.body.classList.add("organizer-wide");
  onRedraw(render);
  window.addEventListener("languagechange", render);
  if (!ui.token) { ui.error = t("organizer.no_token"); render(); return; }
  render();
  const socket = new RoomSocket(code, ui.token, adopt, () => { ui.error = t("room.not_found_text", { code }); render(); });
  socket.start();
  look();
  setInterval(() => { if (document.visibilityState === "visible") look(); }, LOOK_AGAIN);
}
