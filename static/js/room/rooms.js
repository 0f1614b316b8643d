// The room's calls (docs/API.md, "A room of tables") over api.js's one request(), and where this
// phone keeps its room token: a person's (eleusis.room.<CODE>) or the organizer's (eleusis.organizer.<CODE>).
import { request } from "../api.js";
import { t } from "../i18n.js";

const key = (kind, code) => `eleusis.${kind}.${code.toUpperCase()}`;

export function loadRoomToken(kind, code) {
  try {
    const kept = JSON.parse(localStorage.getItem(key(kind, code)) || "null");
    return kept && kept.token ? kept : null;
  } catch {
    return null;
  }
}

export function saveRoomToken(kind, code, kept) {
  try { localStorage.setItem(key(kind, code), JSON.stringify(kept)); } catch { /* private mode */ }
}

export function clearRoomToken(kind, code) {
  try { localStorage.removeItem(key(kind, code)); } catch { /* ignore */ }
}

const base = (code) => `/api/rooms/${encodeURIComponent(code)}`;

export const createRoom = (body) => request("POST", "/api/rooms", { body });
export const getRoom = (code, token) => request("GET", base(code), { token });
export const joinRoom = (code, name, token) => request("POST", `${base(code)}/join`, { body: { name }, token });
export const roomAction = (code, token, body) => request("POST", `${base(code)}/actions`, { body, token });
export const getRoomSeat = (code, token) => request("GET", `${base(code)}/seat`, { token });
export const getResult = (code) => request("GET", `${base(code)}/result`);
// What a typed code opens: {"table": bool, "room": bool} (a 404 for neither: one look-up, counted once).
export const codeOpens = (code) => request("GET", `/api/codes/${encodeURIComponent(code)}`);
export const resultUrl = (code, lang = null) => `${base(code)}/result${lang ? `?format=csv&lang=${encodeURIComponent(lang)}` : ""}`;

// The rooms this device keeps a token of (kind "organizer" or "room"), by code.
export function keptRooms(kind) {
  const codes = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const m = (localStorage.key(i) || "").match(/^eleusis\.(organizer|room)\.([A-Z0-9]+)$/);
      if (m && m[1] === kind) codes.push(m[2]);
    }
  } catch { /* private mode */ }
  return codes.sort();
}

// A table's name ("Table 1" until the organizer renames it).
export const tableName = (table) => table.name || t("room.table_default", { n: table.number });

// The room's tables still in it (a table deleted from the room stays in its result only).
export const liveTables = (room) => (room.tables || []).filter((tb) => !tb.deleted);

// Who leads a table (its live summary): the server names nobody before someone has scored.
export const leadersOf = (live) => (live && live.leaders) || [];

// Whether a room's answer carries a table's summary newer than the one drawn (the room's own
// version need not move when a table does).
export function newerTables(room, drawn) {
  const was = new Map((drawn.tables || []).map((tb) => [tb.number, tb.live ? tb.live.version : -1]));
  return (room.tables || []).some((tb) => tb.live && tb.live.version > (was.get(tb.number) ?? -1));
}
