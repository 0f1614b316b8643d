// A phone at a room's table (its seat kept with the room's code: app.seat.room): the room's socket
// beside the table's, with the room token this phone joined the room with (the organizer's, on the
// organizer's tablet). Every change of the room reaches it at once: the organizer's proposal the
// sealing dealer's screen shows (parts/proposal.js), and the table's name the header says
// ("Table 2 · WZJVBZ", or the name the organizer gave it). docs/API.md, "A room of tables".
import { app, redraw } from "../state.js";
import { t } from "../i18n.js";
import { RoomSocket } from "./socket.js";
import { loadRoomToken } from "./rooms.js";

export const news = { room: null, table: null }; // the room as this phone's token sees it; this table in it
let socket = null;

// A room's table by its name: the organizer's, else "Table <number>" in the phone's language.
export const tableName = (table) => (table ? table.name || t("room.table_default", { n: table.number }) : "");

export function header() {
  const where = document.getElementById("where");
  if (where && news.table) where.textContent = t("where.room_table", { name: tableName(news.table), code: app.code.toUpperCase() });
}

export function followRoom() {
  const room = app.seat && app.seat.room;
  const kept = room ? loadRoomToken("room", room) || loadRoomToken("organizer", room) : null;
  if (!kept || socket) return;
  socket = new RoomSocket(room, kept.token, (view) => {
    const code = app.code.toUpperCase();
    news.room = view;
    news.table = (view.tables || []).find((table) => table.code === code) || null;
    header();
    redraw();
  }, () => { socket = null; news.room = news.table = null; });
  socket.start();
}
