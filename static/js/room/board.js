// The room's big screen (issue 24, item 3): a projector or a laptop at the front of a class.
// While the lobby is open, the room's join QR code, its typed code and who is waiting; once the
// tables are formed, every table at a glance (who deals, the deal's number, the mainline's
// length, the prophet, the leader, each ended deal's rule), one tap from that table's own board.
// Everything fits the screen (no scrolling, up to 8 tables) in type read from across a room.
//
// The room comes from GET /api/rooms/<code> and its socket (WS /ws/rooms/<code>, frames
// {"type": "room"}): the server pushes the room again whenever one of its tables changes, with
// each table's summary (tables[].live), so that one socket is all the board follows. When it
// drops, the board asks the room again and opens it again.
import { h, draw } from "../dom.js";
import { request } from "../api.js";
import { t, labelPage } from "../i18n.js";
import { joinBase, loopbackOnly } from "../view.js";
import { tableName, leadersOf, newerTables, liveTables } from "./rooms.js";

const REFETCH_WAIT = 120; // ms: the states of one tap at several tables, one GET of the room
const RECONNECT = [500, 1000, 2000, 5000, 15000];

const roomPath = (code) => `/api/rooms/${encodeURIComponent(code)}`;

export function roomBoard(main, code) {
  const board = { code, room: null, error: null, timer: null, tries: 0 };
  const css = document.createElement("link");
  Object.assign(css, { rel: "stylesheet", href: "/static/css/room-board.css" });
  document.head.append(css);
  const labels = () => {
    document.getElementById("where").textContent = t("where.room_board", { code });
    labelPage(t("page.title_room_board", { code }));
  };
  const render = () => { draw(screen(board), main); main.dataset.room = board.room ? String(board.room.version) : ""; };
  board.adopt = (room) => {
    if (board.room && room.version < board.room.version && !newerTables(room, board.room)) return;
    board.room = room;
    board.error = null;
    render();
  };
  board.refetch = () => {
    clearTimeout(board.timer);
    board.timer = setTimeout(() => request("GET", roomPath(code)).then(board.adopt, (err) => {
      if (err.status === 404) { board.error = t("room_board.not_found_text", { code }); render(); }
    }), REFETCH_WAIT);
  };
  labels();
  window.addEventListener("languagechange", () => { labels(); render(); });
  document.getElementById("conn").textContent = "";
  render();
  board.refetch();
  roomSocket(board);
}

// The room's socket: the room at connect and after each change of it or of one of its tables;
// opened again when it drops.
function roomSocket(board) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  let ws;
  try { ws = new WebSocket(`${scheme}//${location.host}/ws/rooms/${encodeURIComponent(board.code)}`); } catch { return; }
  ws.onopen = () => { // its first message says who it is: a big screen, nobody (no token in a URL)
    board.tries = 0;
    try { ws.send(JSON.stringify({ type: "hello", token: null })); } catch { /* closing */ }
  };
  ws.onmessage = (ev) => {
    let msg = null;
    try { msg = JSON.parse(ev.data); } catch { return; }
    if (msg && msg.type === "room" && msg.room) board.adopt(msg.room);
  };
  ws.onclose = (ev) => {
    if (ev.code === 4404 || ev.code === 4410) return; // no such room (any more)
    const wait = RECONNECT[Math.min(board.tries++, RECONNECT.length - 1)];
    setTimeout(() => { board.refetch(); roomSocket(board); }, wait);
  };
}

function screen(board) {
  if (board.error) return h("section", { class: "card" }, h("h1", null, t("room_board.not_found")), h("p", null, board.error));
  const room = board.room;
  if (!room) return h("p", { class: "muted loading" }, t("table.loading"));
  return [loopbackLine(), room.formed ? tablesScreen(room) : lobbyScreen(room)];
}

const named = (room, ids) => ids.map((id) => (room.people.find((p) => p.id === id) || {}).name || id);

// Phones cannot open a server that listens on 127.0.0.1 only: said in one line above the room.
function loopbackLine() {
  const host = loopbackOnly();
  if (!host) return null;
  return h("p", { class: "room-loopback", role: "note", "data-testid": "loopback-warning" },
    h("strong", null, t("loopback.title")), " ", t("room_board.loopback", { host }));
}

function joinAt(room) {
  return `${joinBase()}/r/${room.code}`;
}

// The lobby: the QR code and the typed code, large, and who is waiting.
function lobbyScreen(room) {
  const waiting = named(room, room.lobby || []);
  return h("section", { class: "room-lobby", "data-testid": "room-lobby" },
    h("img", { class: "room-qr", src: `${roomPath(room.code)}/qr.svg`, alt: t("room_board.qr_alt", { code: room.code }), "data-testid": "room-qr" }),
    h("div", { class: "room-join" },
      h("h1", { class: "room-name" }, room.name || t("room_board.title")),
      h("p", { class: "room-how" }, t("room_board.scan")),
      h("p", { class: "room-url" }, joinAt(room)),
      h("p", { class: "room-code", "data-testid": "room-code", "aria-label": t("room_board.code_label", { code: room.code.split("").join(" ") }) }, room.code),
      h("h2", { class: "room-waiting-head" }, t("room_board.waiting", { n: waiting.length })),
      h("ul", { class: "room-waiting", "data-testid": "room-waiting" }, waiting.map((n) => h("li", null, n)))));
}

// Every table at a glance, each one tap from its own board.
function tablesScreen(room) {
  const tables = liveTables(room);
  const waiting = named(room, room.lobby || []);
  return h("section", { class: "room-tables", "data-testid": "room-tables", "data-count": String(tables.length) },
    h("header", { class: "room-head" },
      h("h1", { class: "room-name" }, room.name || t("room_board.title")),
      h("p", { class: "room-join-line" }, t("room_board.join_line", { url: joinAt(room), code: room.code })),
      waiting.length ? h("p", { class: "room-join-line", "data-testid": "room-waiting" }, t("room_board.waiting", { n: waiting.length }), ": ", waiting.join(", ")) : null),
    h("ol", { class: `room-grid cols-${columns(tables.length)}` }, tables.map((tb) => tableCard(room, tb))));
}

const columns = (n) => (n <= 1 ? 1 : n <= 4 ? 2 : n <= 6 ? 3 : 4);

function tableCard(room, table) {
  const live = table.live || {};
  const fact = (label, value, tid, cls = null) => h("div", { class: "fact-line" }, h("dt", null, label), h("dd", { "data-testid": tid, class: cls }, value ?? "–"));
  const rules = (live.rules || []).filter((r) => r.game === live.game).slice().reverse();
  const leaders = leadersOf(live);
  const sitting = table.names || named(room, table.people || []);
  return h("li", { class: "room-table", "data-testid": `room-table-${table.number}` },
    h("a", { href: `/t/${table.code}/board`, class: "room-table-link", "data-testid": `room-table-link-${table.number}` },
      h("h2", { "data-testid": "room-table-name" }, tableName(table)),
      h("p", { class: "room-phase", "data-testid": "phase" }, t(`room_board.phase_${live.phase || "lobby"}`)),
      // who sits there (pupils look for their own name on the projector)
      h("p", { class: "room-sitting", "data-testid": "room-people" }, sitting.join(", ") || t("room_board.nobody")),
      h("dl", null,
        fact(t("room_board.dealer"), live.dealer_name, "dealer"),
        fact(t("room_board.deal"), live.deal, "deal"),
        fact(t("room_board.mainline"), live.mainline, "mainline"),
        fact(t("room_board.prophet"), live.prophet, "prophet"),
        fact(t("room_board.leader"), leaders.length ? leaders.join(", ") : null, "leader", "names")),
      rules.length ? h("ul", { class: "room-rules", "aria-label": t("room_board.rules") },
        rules.map((r) => h("li", { "data-testid": "rule" }, t("room_board.rule", { deal: r.deal, rule: r.rule || t("room_board.no_rule"), n: r.mainline ?? 0 })))) : null));
}
