// A room's phone page (/r/<code>): a name, then the room's lobby ("wait for your table"); once
// the organizer forms the tables, or moves its owner, the phone asks where they sit now
// (GET /seat), keeps that seat as a table phone keeps its own (api.js, with the room's code
// beside it) and goes to that table. A reload or a wake asks again, so the phone comes back to
// the current table; the table page hands a refused seat back here (app.js, lostSeat).
// The organizer's page (/r/<code>/organizer) is organizer.js, loaded from here.
import { h, toast, draw } from "../dom.js";
import { onRedraw } from "../state.js";
import * as api from "../api.js";
import { t, errorText, labelPage, more } from "../i18n.js";
import { languagePicker } from "../controls.js";
import { RoomSocket } from "./socket.js";
import { tableName } from "./at_table.js";
import { loadRoomToken, saveRoomToken, clearRoomToken, joinRoom, getRoomSeat, getRoom } from "./rooms.js";

const ui = { code: "", kept: null, room: null, error: null, name: localStorage.getItem("eleusis.name") || "", way: null, refused: null, refusedAt: null, reissued: null };

// The seat a table page just refused (app.js, lostSeat: "#from=<table code>:<player>"): this page
// does not send the phone back to it (a person removed at their table, not moved, waits here).
function takeRefused() {
  const m = location.hash.match(/from=([^&]+)/);
  if (!m) return;
  const [code, player] = decodeURIComponent(m[1]).split(":");
  ui.refused = { code, player: player || "" };
  history.replaceState(null, "", location.pathname + location.search);
}
let main = null;
let socket = null;

const nameOf = (room, id) => ((room.people || []).find((p) => p.id === id) || {}).name || id;

function joinForm() {
  return h("form", {
    class: "card", "aria-labelledby": "room-join-title", "data-testid": "room-join",
    onsubmit: async (e) => {
      e.preventDefault();
      const name = ui.name.trim();
      if (!name) { toast(t("toast.type_name"), "error"); return; }
      const btn = e.currentTarget.querySelector("button[type=submit]");
      btn.disabled = true;
      try {
        const answer = await joinRoom(ui.code, name);
        localStorage.setItem("eleusis.name", name);
        ui.kept = { token: answer.token, person_id: answer.person_id, name };
        saveRoomToken("room", ui.code, ui.kept);
        follow();
      } catch (err) {
        toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
        btn.disabled = false;
      }
    },
  },
    h("h1", { id: "room-join-title" }, t("room.join_title", { code: ui.code })),
    h("p", null, t("room.join_text")),
    h("label", { for: "room-name", class: "field" }, h("span", null, t("common.your_name")),
      h("input", { id: "room-name", name: "name", autocomplete: "nickname", maxlength: "40", required: true, value: ui.name, oninput: (e) => { ui.name = e.target.value; } })),
    h("button", { type: "submit", class: "primary big" }, t("room.join_submit")));
}

function lobby() {
  const room = ui.room;
  const waiting = room ? (room.lobby || []).map((id) => nameOf(room, id)) : [];
  return h("section", { class: "card", "aria-labelledby": "room-wait-title", "data-testid": "room-lobby" },
    h("h1", { id: "room-wait-title" }, t("room.wait")),
    h("p", null, t("room.you_are", { name: ui.kept.name || "" })),
    h("p", { class: "muted", "data-testid": "room-where" }, ui.reissued ? t("room.seat_reissued", { name: tableName(ui.reissued) })
      : ui.refusedAt ? t("room.seat_refused", { table: ui.refusedAt })
      : ui.way ? t("room.going", { name: tableName(ui.way) }) : t("room.wait_text")),
    room ? h("p", { class: "muted small", "data-testid": "room-waiting" }, t("room.waiting", { n: waiting.length })) : null,
    waiting.length ? h("ul", { class: "room-names" }, waiting.map((n) => h("li", null, n))) : null);
}

function screen() {
  if (ui.error) return h("section", { class: "card" }, h("h1", null, t("room.not_found")), h("p", null, ui.error), h("p", null, h("a", { href: "/", class: "button" }, t("start.title"))));
  if (!ui.kept) return [joinForm(), h("section", { class: "card" }, languagePicker())];
  return lobby();
}

function render() {
  document.getElementById("where").textContent = t("where.room", { code: ui.code });
  labelPage(t("page.title_room", { code: ui.code }));
  draw(screen(), main);
}

// Where its owner sits now: a seat there takes the phone to that table.
async function follow() {
  try {
    const seat = await getRoomSeat(ui.code, ui.kept.token);
    const refusedHere = !!ui.refused && ui.refused.code === seat.code && ui.refused.player === (seat.player_id || "");
    if (seat.code && seat.token && !refusedHere) {
      if (socket) socket.stop();
      api.saveSeat(seat.code, { token: seat.token, player_id: seat.player_id, room: ui.code });
      location.assign(`/t/${encodeURIComponent(seat.code)}`);
      return;
    }
    const table = seat.table ? { number: seat.table, name: seat.name } : null;
    ui.reissued = seat.reissued ? table : null; // its host gave that seat a new link: the room takes nothing back
    ui.way = refusedHere || seat.reissued ? null : table; // on the way to a table that cannot seat them yet
    ui.refusedAt = refusedHere ? seat.table : null; // that table refused this very seat: never back and forth
    if (ui.refused && !seat.code) { // removed by that table's host: back in the room's lobby, and told so
      const room = ui.room || await getRoom(ui.code, ui.kept.token).catch(() => null);
      const left = room && (room.tables || []).find((table) => table.code === ui.refused.code);
      if (left) ui.refusedAt = left.number;
    }
  } catch (err) {
    if (err.status === 401) { refused(401); return; }
    if (err.status === 404 || err.status === 410) { refused(err.status); return; }
  }
  if (!socket) listen();
  render();
}

function listen() {
  socket = new RoomSocket(ui.code, ui.kept.token, (room) => {
    const moved = room.mine && (!ui.room || JSON.stringify(room.mine) !== JSON.stringify(ui.room.mine));
    ui.room = room;
    if (moved || (room.mine && !ui.way && !ui.refusedAt && !ui.reissued)) follow(); else render();
  }, refused);
  socket.start();
}

// The room no longer knows this token (or the room is gone): a name again, or the room's end.
function refused(status) {
  if (socket) { socket.stop(); socket = null; }
  clearRoomToken("room", ui.code);
  ui.kept = null;
  if (status !== 401) ui.error = t("room.not_found_text", { code: ui.code });
  render();
}

export async function roomPage(where, r) {
  main = where;
  ui.code = r.code.toUpperCase();
  await more().catch(() => {}); // the room's words are in the later file
  if (r.mode === "organizer") {
    const m = await import("./organizer.js");
    m.organizerPage(main, ui.code);
    return;
  }
  onRedraw(render);
  window.addEventListener("languagechange", render);
  takeRefused();
  ui.kept = loadRoomToken("room", ui.code);
  render();
  if (ui.kept) follow();
  else getRoom(ui.code).catch((err) => { if (err.status === 404 || err.status === 410) refused(err.status); });
}
