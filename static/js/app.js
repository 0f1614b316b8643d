// Entry point: the start page, or a table's phone / big-screen page.
import { h, toast, clock } from "./dom.js";
import * as api from "./api.js";
import { Connection } from "./connection.js";
import { lobbyScreen, joinScreen } from "./screens/lobby.js";
import { role, waitingLine, name } from "./view.js";
import { remember } from "./recent.js";
import { t, say, errorText, labelPage, more } from "./i18n.js";

const main = document.getElementById("app");

function route() {
  const m = location.pathname.match(/^\/t\/([A-Za-z0-9]+)(\/board)?\/?$/);
  if (m) return { mode: m[2] ? "board" : "phone", code: m[1] };
  return { mode: "start", code: "" };
}

function registerServiceWorker() {
  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => { /* a plain tab works without */ });
  }
}

// ---- the screens a join page does not draw ----------------------------------
// They load when first needed (dynamic import), so the join page's first load stays light
// (docs/i18n.md, "Page weight"); a seated phone and the board load them all at boot, in the
// background, so that nothing waits for the network once a game is on.
const LATER = {
  play: () => import("./screens/play.js"),
  over: () => import("./screens/over.js"),
  night: () => import("./screens/night.js"),
  history: () => import("./screens/history.js"),
  menu: () => import("./screens/menu.js"),
  board: () => import("./screens/board.js"),
};
const loaded = {};
const loading = {};

function later(name) {
  if (!loading[name]) {
    loading[name] = Promise.all([LATER[name](), more()]).then(([m]) => { loaded[name] = m; return m; })
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

const followLog = (c) => later("history").then((m) => m.followLog(c), () => {});

// ---- the table page -------------------------------------------------------

const ctx = {
  code: "", mode: "phone", seat: null, state: null, error: null,
  ui: {}, panel: "table", busy: null, log: null,
  conn: null, // the connection (connection.js): the socket, the actions, the status
  render: () => render(),
  act: (action) => act(action),
  joined: (answer) => joined(answer),
  me: () => (ctx.state && "me" in ctx.state ? ctx.state.me : ctx.seat && ctx.seat.player_id) || null,
};

function takeHashToken() {
  const m = location.hash.match(/token=([^&]+)/);
  if (!m) return;
  api.saveSeat(ctx.code, { token: decodeURIComponent(m[1]), player_id: null });
  history.replaceState(null, "", location.pathname + location.search);
}

function lostSeat() {
  api.clearSeat(ctx.code);
  ctx.seat = null;
  ctx.log = null;
  toast(t("toast.unseated"), "error");
  ctx.conn.setToken(null);
}

// The connection, once: app.js hears its states and its status; screens ask it (ctx.conn).
function connect() {
  ctx.conn = new Connection(ctx.code, ctx.seat && ctx.seat.token);
  ctx.conn.on("state", adopt);
  ctx.conn.on("status", showConn);
  ctx.conn.on("refused", (refused) => {
    if (refused === 401 && ctx.seat) lostSeat();
    else if (refused === 404) { ctx.error = t("table.not_found_text", { code: ctx.code }); render(); }
  });
  ctx.conn.start();
}

const status = () => (ctx.conn ? ctx.conn.status : "connecting");

function showConn() {
  const el = document.getElementById("conn");
  el.textContent = t(`conn.${status()}`);
  el.dataset.state = status();
  showStale();
  if (!ctx.state && !ctx.error) render(); // no table yet: the line says whether it is loading or offline
}

// Out of step: the table is dimmed and a banner says since when this phone shows it,
// until a live state arrives again (the socket is "live" only once it has one).
function showStale() {
  const banner = document.getElementById("stale");
  const conn = ctx.conn;
  const stale = !!conn && conn.status !== "live" && !!ctx.state && conn.status !== "connecting";
  document.body.classList.toggle("stale", stale);
  banner.hidden = !stale;
  if (!stale) { banner.textContent = ""; return; }
  const since = conn.syncedAt || conn.since;
  banner.replaceChildren(
    h("strong", null, t(conn.status === "offline" ? "stale.offline_since" : "stale.not_connected_since", { time: clock(conn.since) })),
    " ", t("stale.shows", { time: clock(since) }));
}

// The aria-live region: a screen reader hears whose turn it is and every result.
function announce(prev, state) {
  const me = ctx.mode === "board" ? null : ctx.me();
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
  const prev = ctx.state;
  ctx.state = state;
  if (ctx.busy && ctx.busy.version !== state.version) document.body.classList.remove("busy"); // the tap's screen is gone
  ctx.error = null;
  if (ctx.seat && state.me && !ctx.seat.player_id) { ctx.seat.player_id = state.me; api.saveSeat(ctx.code, ctx.seat); }
  if (ctx.seat && "me" in state && state.me == null && (!prev || prev.me)) ctx.conn.recheck(); // kicked? a GET confirms the 401
  if (prev && prev.deal && state.deal && prev.deal.number !== state.deal.number) ctx.ui = {};
  if (prev && prev.game !== state.game) ctx.ui = {}; // another game at the table: its lobby afresh
  remember(ctx, state);
  if ((ctx.panel === "history" || ctx.mode === "board") && (!prev || prev.version !== state.version)) followLog(ctx);
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
  const me = ctx.me();
  const playing = !["lobby", "game_over"].includes(state.phase);
  keepAwake(playing);
  if (!me || !navigator.vibrate || (navigator.userActivation && !navigator.userActivation.hasBeenActive)) return;
  const myTurn = (s) => s && s.phase === "turn" && s.turn === me;
  const myJudgement = (s) => s && ((s.phase === "judging" && ((s.deal.prophet && s.deal.prophet.player === me) || (!s.deal.prophet && s.dealer === me))) || (s.phase === "confirming" && s.dealer === me));
  if ((myTurn(state) && !myTurn(prev)) || (myJudgement(state) && !myJudgement(prev))) {
    try { navigator.vibrate(200); } catch { /* not offered */ }
  }
}

// A tap, sent with the version its screen showed. While it is on its way, a second tap on the
// same screen is dropped (a double tap: buttons are dimmed, body.busy). Once the tap's new state
// is on the screen (its frame comes before its ack), that screen takes taps: the dealer's Undo
// right after a verdict, by keyboard too, is never lost waiting for the ack.
async function act(action) {
  if (!ctx.state) return;
  const seen = ctx.state.version;
  if (ctx.busy && ctx.busy.version === seen) return;
  if (!ctx.seat) { toast(t("toast.join_first"), "error"); return; }
  const mine = { version: seen };
  ctx.busy = mine;
  document.body.classList.add("busy");
  try {
    await ctx.conn.send(action, seen); // its state is adopted (rendered) once, as it comes
  } catch (err) {
    if (err.code === "stale_version") toast(t("toast.stale"), "error");
    else if (err instanceof api.ApiError) toast(errorText(err), "error");
    else toast(t("toast.not_sent"), "error");
    if (err.status === 401) lostSeat();
  } finally {
    if (ctx.busy === mine) {
      ctx.busy = null;
      document.body.classList.remove("busy");
    }
  }
}

function joined(answer) {
  ctx.seat = { token: answer.token, player_id: answer.player_id };
  api.saveSeat(ctx.code, ctx.seat);
  ctx.state = null;
  ctx.log = null;
  ctx.conn.setToken(answer.token); // the new socket's first state is the table as this seat sees it
  loadAll();
}

function nav() {
  const tab = (id, label) => h("button", {
    type: "button", class: "tab", "aria-pressed": String(ctx.panel === id),
    onclick: () => { ctx.panel = ctx.panel === id && id !== "table" ? "table" : id; if (ctx.panel === "history") followLog(ctx); render(); },
  }, label);
  return h("nav", { class: "tabs", "aria-label": t("nav.label") }, tab("table", t("nav.table")), tab("history", t("nav.history")), tab("menu", t("nav.menu")));
}

function screen() {
  const s = ctx.state;
  if (ctx.error) return h("section", { class: "card" }, h("h1", null, t("table.not_found")), h("p", null, ctx.error), h("p", null, h("a", { href: "/", class: "button" }, t("start.title"))));
  if (!s && status() === "offline") return h("section", { class: "card", "data-testid": "offline-no-table" }, h("h1", null, t("offline.title")), h("p", null, t("offline.text")));
  if (!s) return h("p", { class: "muted loading" }, t(status() === "live" || status() === "connecting" ? "table.loading" : "table.waiting"));
  const me = ctx.me();
  if (ctx.mode === "phone" && !ctx.seat) return joinScreen(ctx);
  const parts = [];
  if (ctx.mode === "phone") parts.push(nav());
  if (ctx.mode === "phone" && ctx.panel === "history") parts.push(drawn("history", (m) => m.historyScreen(ctx)));
  else if (ctx.mode === "phone" && ctx.panel === "menu") parts.push(drawn("menu", (m) => m.menuScreen(ctx)));
  else if (s.phase === "lobby") parts.push(lobbyScreen(ctx), s.game > 1 ? drawn("night", (m) => m.nightSoFar(ctx)) : null,
    ctx.mode === "board" ? drawn("board", (m) => m.httpsNote(ctx)) : null);
  else if (s.phase === "deal_over") parts.push(drawn("over", (m) => m.dealOverScreen(ctx)));
  else if (s.phase === "game_over") parts.push(drawn("over", (m) => m.gameOverScreen(ctx)));
  else if (ctx.mode === "board") parts.push(drawn("board", (m) => m.boardScreen(ctx)));
  else parts.push(drawn("play", (m) => m.playScreen(ctx)));
  document.body.dataset.role = role(s, me);
  document.body.dataset.phase = s.phase;
  return parts;
}

// What a control is called, to find it again after a redraw when it has no data-key.
const controlName = (el) => (el.getAttribute("aria-label") || el.textContent || "").trim();

// One render: the screen drawn anew. The focused control keeps the focus: found again by its
// data-key (a field keeps its caret too), or else by its kind and name (a button), so a redraw
// for someone else's phone (who is connected) never drops a keyboard user's place.
function render() {
  if (ctx.dragging) return; // a row is being dragged (seat order): the drop renders, with the newest state
  const active = document.activeElement;
  const focused = active && active !== main && main.contains(active) ? active : null;
  const key = focused ? focused.dataset.key : null;
  const named = focused && !key ? [focused.tagName, controlName(focused)] : null;
  const sel = key && "selectionStart" in focused ? [focused.selectionStart, focused.selectionEnd] : null;
  main.replaceChildren(...[screen()].flat(Infinity).filter(Boolean));
  const again = key ? main.querySelector(`[data-key="${CSS.escape(key)}"]`)
    : named && named[1] ? [...main.getElementsByTagName(named[0])].find((el) => controlName(el) === named[1]) : null;
  if (again) {
    again.focus();
    if (sel) try { again.setSelectionRange(...sel); } catch { /* not a text field */ }
  }
}

function bootTable(r) {
  ctx.code = r.code;
  ctx.mode = r.mode;
  const labels = () => {
    document.getElementById("where").textContent = t(`where.${r.mode}`, { code: r.code });
    labelPage(t(`page.title_${r.mode}`, { code: r.code }));
  };
  labels();
  window.addEventListener("languagechange", () => { labels(); showConn(); render(); });
  if (r.mode === "board") later("board").then((m) => document.querySelector(".bar").append(m.fullscreenButton()), () => {});
  takeHashToken();
  ctx.seat = api.loadSeat(r.code);
  if (ctx.seat || r.mode === "board") loadAll();
  showConn();
  render();
  connect(); // the socket's first state is the table: no GET unless the socket gives none
}

const r = route();
registerServiceWorker();
if (r.mode === "start") import("./screens/start.js").then((m) => m.startPage(main));
else bootTable(r);
