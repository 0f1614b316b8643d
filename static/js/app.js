// Entry point: the start page, or a table's phone / big-screen page.
import { h, toast, clock, draw } from "./dom.js";
import * as api from "./api.js";
import { app, forgetScreens, onRedraw } from "./state.js";
import { Connection } from "./connection.js";
import { joinScreen } from "./screens/join.js";
import { role, waitingLine, name, person } from "./view.js";
import { remember, forget } from "./recent.js";
import { t, say, errorText, labelPage, more } from "./i18n.js";

const main = document.getElementById("app");

function route() {
  const room = location.pathname.match(/^\/r\/([A-Za-z0-9]+)\/board\/?$/); // the room's big screen (room/board.js)
  if (room) return { mode: "room_board", code: room[1], page: () => import("./room/board.js").then((m) => m.roomBoard(main, room[1])) };
  const m = location.pathname.match(/^\/t\/([A-Za-z0-9]+)(\/board)?\/?$/);
  if (m) return { mode: m[2] ? "board" : "phone", code: m[1] };
  const rm = location.pathname.match(/^\/r\/([A-Za-z0-9]+)(\/organizer)?\/?$/); // a room's phone or organizer page (room/)
  if (rm) return { mode: rm[2] ? "organizer" : "room", code: rm[1] };
  return { mode: "start", code: "" };
}

function registerServiceWorker() {
  if ("serviceWorker" in navigator && window.isSecureContext) {
    // the worker, installing, asks what this page has just fetched: it keeps those from the browser's cache
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (event.data && event.data.type === "loaded" && event.ports[0]) event.ports[0].postMessage(justLoaded());
    });
    navigator.serviceWorker.startMessages();
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => { /* a plain tab works without */ });
  }
}

const JUST = 60_000; // ms: a page loaded longer ago than this names nothing (its files may have changed since)

// What this page fetched, for the service worker's first install (sw.js): only what the server
// answered, where the browser says (responseStatus: a refused or failed file is asked for again).
function justLoaded() {
  if (performance.now() > JUST) return [];
  return performance.getEntriesByType("resource")
    .filter((entry) => entry.responseStatus === undefined || entry.responseStatus === 200 || entry.responseStatus === 304)
    .map((entry) => entry.name);
}

// ---- the screens a join page does not draw ----------------------------------
// They load when first needed (dynamic import), so the join page's first load stays light
// (docs/i18n.md, "Page weight"); a seated phone and the board load them all at boot, in the
// background, so that nothing waits for the network once a game is on.
const LATER = {
  lobby: () => import("./screens/lobby.js"),
  play: () => import("./screens/play.js"),
  over: () => import("./screens/over.js"),
  night: () => import("./parts/night.js"),
  history: () => import("./parts/log.js"),
  menu: () => import("./screens/menu.js"),
  board: () => import("./screens/board.js"),
  notebook: () => import("./parts/notebook.js"),
};
const loaded = {};
const loading = {};

// play.css, the styles of the screens loaded later: it comes with them (a join page needs none of it).
let playStyles = null;
const styles = () => playStyles || (playStyles = new Promise((resolve) => {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/static/css/play.css" });
  link.onload = link.onerror = () => resolve(); // offline: the service worker has it, else the screen draws unstyled
  document.head.append(link);
}));

function later(name) {
  if (!loading[name]) {
    loading[name] = Promise.all([LATER[name](), more(), styles()]).then(([m]) => { loaded[name] = m; return m; })
      .catch((err) => { delete loading[name]; throw err; }); // offline: the next render asks again
  }
  return loading[name];
}

const loadAll = () => Promise.all(Object.keys(LATER).map(later)).catch(() => { /* asked again when drawn */ });

// A screen of a module loaded later: drawn now if it is here, else once it has come.
function drawn(name, draw) {
  if (loaded[name]) return draw(loaded[name]);
  later(name).then(() => render(), () => { /* shown again with the next state */ });
  return h("p", { class: "muted loading" }, t("table.loading"));
}

const followLog = () => later("history").then((m) => m.followLog(), () => {});

// ---- the table page -------------------------------------------------------

// The app's state (state.js): app.js adopts what the connection hears and draws it.
app.act = (action) => act(action);
app.joined = (answer) => joined(answer);
app.deleted = () => tableDeleted();
onRedraw(() => render());

function takeHashToken() {
  const m = location.hash.match(/token=([^&]+)/);
  if (!m) return;
  api.saveSeat(app.code, { token: decodeURIComponent(m[1]), player_id: null, room: (location.hash.match(/room=(\w+)/) || [])[1] }); // room: the organizer's
  history.replaceState(null, "", location.pathname + location.search);
}

// A seat whose token no longer works: the host re-issued it (the seat is still at the table,
// on another phone now), or removed this person (their seat is gone: only the host may remove).
function lostSeat() {
  if (app.seat && app.seat.room) { // moved? the room knows where (and is told which seat was refused)
    location.assign(`/r/${encodeURIComponent(app.seat.room)}#from=${encodeURIComponent(`${app.code.toUpperCase()}:${app.seat.player_id || ""}`)}`); return;
  }
  const s = app.state;
  const mine = app.seat && app.seat.player_id;
  const removed = !!s && !!mine && !person(s, mine);
  app.lostSeatOf = mine || null; // the join page says who removed them, once the table shows it
  api.clearSeat(app.code);
  app.seat = null;
  app.log = null;
  forgetScreens();
  toast(removed ? t("removed.by_host", { host: name(s, s.host) }) : t("toast.unseated"), "error");
  app.conn.setToken(null);
}

// The table was deleted (by its host, or kept no longer): this device forgets it too.
function tableDeleted() {
  const code = app.code.toUpperCase();
  api.clearSeat(app.code);
  forget(code, false);
  forget(code, true);
  app.seat = app.state = app.log = null;
  app.gone = true;
  app.error = t("table.deleted_text", { code });
  showStale(); // no table shown any more: nothing out of step
  render();
}

// The connection, once: app.js hears its states and its status; screens ask it (app.conn).
function connect() {
  app.conn = new Connection(app.code, app.seat && app.seat.token);
  app.conn.on("state", adopt);
  app.conn.on("status", showConn);
  app.conn.on("refused", (refused) => {
    if (refused === 401 && app.seat) lostSeat();
    else if (refused === 410 || (refused === 404 && app.seat)) tableDeleted(); // a seat here: it was deleted
    else if (refused === 404) { app.error = t("table.not_found_text", { code: app.code }); render(); }
  });
  app.conn.start();
}

const status = () => (app.conn ? app.conn.status : "connecting");

function showConn() {
  const el = document.getElementById("conn");
  el.textContent = t(`conn.${status()}`);
  el.dataset.state = status();
  showStale();
  if (!app.state && !app.error) render(); // no table yet: the line says whether it is loading or offline
}

// Out of step: the table is dimmed and a banner says since when this phone shows it,
// until a live state arrives again (the socket is "live" only once it has one).
function showStale() {
  const banner = document.getElementById("stale");
  const conn = app.conn;
  const stale = !!conn && conn.status !== "live" && !!app.state && conn.status !== "connecting";
  document.body.classList.toggle("stale", stale);
  banner.hidden = !stale;
  if (!stale) { draw([], banner); return; }
  const since = conn.syncedAt || conn.since;
  draw([h("strong", null, t(conn.status === "offline" ? "stale.offline_since" : "stale.not_connected_since", { time: clock(conn.since) })),
    " ", t("stale.shows", { time: clock(since) })], banner);
}

// The aria-live region: a screen reader hears whose turn it is and every result.
function announce(prev, state) {
  const me = app.mode === "board" ? null : app.me();
  const said = [];
  const last = (s) => (s && s.deal && s.deal.last ? say(s.deal.last.says) : "");
  if (prev && last(state) && last(state) !== last(prev)) said.push(last(state));
  if (state.phase === "deal_over" && (!prev || prev.phase !== "deal_over")) {
    said.push(t("wait.deal_over", { number: state.deal.number }));
  } else if (state.phase === "game_over" && (!prev || prev.phase !== "game_over")) {
    const ids = state.winners || [];
    const w = ids.map((id) => name(state, id, me));
    said.push(w.length > 1 ? t("announce.game_over_share", { names: w })
      : ids[0] === me ? t("announce.game_over_you") : t("announce.game_over_wins", { who: w[0] }));
  } else {
    const line = waitingLine(state, me);
    if (line && (!prev || waitingLine(prev, me) !== line)) said.push(line);
  }
  if (!said.length) return;
  announcer().textContent = said.join(" ");
}

// The live region sits in a closed shadow root: screen readers hear it (the accessibility
// tree flattens shadow trees), while a search of the page's text finds each sentence once.
let live = null;
function announcer() {
  if (!live) {
    const host = document.getElementById("announce");
    live = document.createElement("div");
    live.setAttribute("aria-live", "polite");
    live.setAttribute("aria-atomic", "true");
    host.attachShadow({ mode: "closed" }).append(live);
  }
  return live;
}

// Each new state, once (the connection drops a version already adopted): one render.
function adopt(state) {
  const prev = app.state;
  app.state = state;
  if (app.busy && app.busy.version !== state.version) document.body.classList.remove("busy"); // the tap's screen is gone
  app.error = null;
  if (app.seat && state.me && !app.seat.player_id) { app.seat.player_id = state.me; api.saveSeat(app.code, app.seat); }
  if (app.seat && "me" in state && state.me == null && (!prev || prev.me)) app.conn.recheck(); // kicked? a GET confirms the 401
  if (prev && prev.deal && state.deal && prev.deal.number !== state.deal.number) forgetScreens();
  if (prev && prev.game !== state.game) forgetScreens(); // another game at the table: its lobby afresh
  remember(app, state);
  if ((app.panel === "history" || app.mode === "board") && (!prev || prev.version !== state.version)) followLog();
  render();
  if (prev && prev.phase !== state.phase && (state.phase === "starter" || state.phase === "lobby")) window.scrollTo(0, 0); // a start, a new game: the top
  showStale();
  announce(prev, state);
  effects(prev, state);
}

// The screen kept on while a game is on (awake.js, loaded once a game is on).
let awake = null;
function keepAwake(on) {
  if (!on && !awake) return;
  awake = awake || import("./awake.js");
  awake.then((m) => m.keepAwake(on)).catch(() => { awake = null; });
}

function effects(prev, state) {
  const me = app.me();
  const playing = !["lobby", "game_over"].includes(state.phase);
  keepAwake(playing);
  if (!me || !navigator.vibrate || (navigator.userActivation && !navigator.userActivation.hasBeenActive)) return;
  const myTurn = (s) => s && s.phase === "turn" && s.turn === me;
  const myJudgement = (s) => s && s.judge === me;
  if ((myTurn(state) && !myTurn(prev)) || (myJudgement(state) && !myJudgement(prev))) {
    try { navigator.vibrate(200); } catch { /* not offered */ }
  }
}

// A tap, sent with the version its screen showed. While it is on its way, a second tap on the
// same screen is dropped (a double tap: buttons are dimmed, body.busy). Once the tap's new state
// is on the screen (its frame comes before its ack), that screen takes taps: the dealer's Undo
// right after a verdict, by keyboard too, is never lost waiting for the ack.
async function act(action) {
  if (!app.state) return;
  const seen = app.state.version;
  if (app.busy && app.busy.version === seen) return;
  if (!app.seat) { toast(t("toast.join_first"), "error"); return; }
  const mine = { version: seen };
  app.busy = mine;
  document.body.classList.add("busy");
  try {
    await app.conn.send(action, seen); // its state is adopted (rendered) once, as it comes
  } catch (err) {
    if (err.code === "stale_version") toast(t("toast.stale"), "error");
    else if (err instanceof api.ApiError) toast(errorText(err), "error");
    else toast(t("toast.not_sent"), "error");
    if (err.status === 401) lostSeat();
  } finally {
    if (app.busy === mine) {
      app.busy = null;
      document.body.classList.remove("busy");
    }
  }
}

function joined(answer) {
  app.seat = { token: answer.token, player_id: answer.player_id };
  api.saveSeat(app.code, app.seat);
  app.state = null;
  app.log = null;
  app.conn.setToken(answer.token); // the new socket's first state is the table as this seat sees it
  loadAll();
}

function nav() {
  const tab = (id, label) => h("button", {
    type: "button", class: "tab", "aria-pressed": String(app.panel === id),
    onclick: () => { app.panel = app.panel === id && id !== "table" ? "table" : id; if (app.panel === "history") followLog(); render(); },
  }, label);
  return h("nav", { class: "tabs", "aria-label": t("nav.label") }, tab("table", t("nav.table")), tab("history", t("nav.history")), tab("menu", t("nav.menu")), tab("notebook", t("nav.notebook")));
}

function screen() {
  const s = app.state;
  if (app.error) return h("section", { class: "card", "data-testid": app.gone ? "table-deleted" : null }, h("h1", null, t(app.gone ? "table.deleted" : "table.not_found")), h("p", null, app.error), h("p", null, h("a", { href: "/", class: "button" }, t("start.title"))));
  if (!s && status() === "offline") return h("section", { class: "card", "data-testid": "offline-no-table" }, h("h1", null, t("offline.title")), h("p", null, t("offline.text")));
  if (!s) return h("p", { class: "muted loading" }, t(status() === "live" || status() === "connecting" ? "table.loading" : "table.waiting"));
  const me = app.me();
  if (app.mode === "phone" && !app.seat) return joinScreen();
  const parts = [];
  if (app.mode === "phone" && me && me === s.organizer) parts.push(drawn("menu", (m) => m.backToRoom()));
  if (app.mode === "phone") parts.push(nav());
  if (app.mode === "phone" && app.panel === "history") parts.push(drawn("history", (m) => m.historyList()));
  else if (app.mode === "phone" && app.panel === "menu") parts.push(drawn("menu", (m) => m.menuScreen()));
  else if (app.mode === "phone" && app.panel === "notebook") parts.push(drawn("notebook", (m) => m.notebookScreen()));
  else if (s.phase === "lobby") parts.push(drawn("lobby", (m) => m.lobbyScreen()), s.game > 1 ? drawn("night", (m) => m.nightSoFar()) : null,
    app.mode === "board" ? drawn("board", (m) => m.httpsNote()) : null);
  else if (s.phase === "deal_over") parts.push(drawn("over", (m) => m.dealOverScreen()), endedNotebook(s));
  else if (s.phase === "game_over") parts.push(drawn("over", (m) => m.gameOverScreen()), endedNotebook(s));
  else if (app.mode === "board") parts.push(drawn("board", (m) => m.boardScreen()));
  else parts.push(drawn("play", (m) => m.playScreen()));
  document.body.dataset.role = role(s, me);
  document.body.dataset.phase = s.phase;
  return parts;
}

const endedNotebook = (s) => (s.notebook && s.notebook.hypotheses.length
  ? drawn("notebook", (m) => (app.mode === "board" ? m.boardNotebook() : m.endedNotebook())) : null);

// One render: the screen patched to the newest state (dom.js): what did not change stays as it
// is, so a focused control, a caret, a finger on a button or a row being dragged keep their place.
// main's data-draws counts the draws (a patch leaves no other trace of one: the tests count them).
let draws = 0;
function render() {
  draw(screen(), main);
  main.dataset.draws = String(++draws);
}

let atTable = null;
function bootTable(r) {
  app.code = r.code;
  app.mode = r.mode;
  const labels = () => {
    document.getElementById("where").textContent = t(`where.${r.mode}`, { code: r.code });
    labelPage(t(`page.title_${r.mode}`, { code: r.code }));
    if (atTable) atTable.header();
  };
  labels();
  window.addEventListener("languagechange", () => { labels(); showConn(); render(); });
  if (r.mode === "board") later("board").then((m) => document.querySelector(".bar").append(...m.boardBar()), () => {});
  takeHashToken();
  app.seat = api.loadSeat(r.code);
  if (app.seat && app.seat.room) import("./room/at_table.js").then((m) => { m.followRoom(); atTable = m; }, () => {});
  if (app.seat || r.mode === "board") loadAll();
  showConn();
  render();
  connect(); // the socket's first state is the table: no GET unless the socket gives none
}

const r = route();
registerServiceWorker();
if (r.page) r.page();
else if (r.mode === "start") Promise.all([import("./screens/start.js"), styles()]).then(([m]) => m.startPage(main));
else if (r.mode === "room" || r.mode === "organizer") Promise.all([import("./room/phone.js"), styles()]).then(([m]) => m.roomPage(main, r));
else bootTable(r);
