// The table's log in its own words, newest first.
// The page keeps the lines it has read (app.log: items, oldest first, and `from`, the seq
// just before the oldest; 0 when they reach the start) and, on each new version, asks only
// for the records after its newest line, at most the last few (a tail page): never the
// whole log again. An undo among them strikes out its target here, as the server would.
// The big screen keeps its six lines; the History tab starts with the newest TAIL and
// pages older ones on demand.
import { h } from "../dom.js";
import { app, redraw } from "../state.js";
import * as api from "../api.js";
import { t, say, time as clockTime } from "../i18n.js";

const TAIL = 100;  // lines the History tab reads at first, and per "Show older lines"
const BOARD = 6;   // lines the big screen shows

let loading = null;
let again = false;

const keep = () => (app.mode === "board" ? BOARD : TAIL);
const token = () => app.seat && app.seat.token;

// Read what is new since app.log's newest line; then render (only if something came).
export function followLog() {
  if (loading) { again = true; return loading; }
  loading = (async () => {
    let read = false;
    try {
      do {
        again = false;
        read = (await readNew()) || read;
      } while (again);
    } catch {
      /* keep the last one; the next version asks again */
    } finally {
      loading = null;
    }
    if (read) redraw();
  })();
  return loading;
}

async function readNew() {
  const base = app.log;
  const version = app.state ? app.state.version : 0;
  const items = base ? base.items : [];
  const newest = items.length ? items[items.length - 1].seq : (base ? base.from : 0);
  const after = Math.max(newest, version - keep(), 0);
  if (base && after >= version) return false;
  const page = await api.getLogPage(app.code, token(), after, keep());
  if (app.log !== base) { again = true; return false; } // another seat or page meanwhile: read again
  if (page.next_after != null) again = true;
  const fresh = page.actions || [];
  const undone = new Set(fresh.filter((a) => a.type === "undo" && a.target != null).map((a) => a.target));
  const kept = after > newest ? [] : items; // a gap: the tail alone
  let all = [...kept, ...fresh].map((a) => (undone.has(a.seq) && !a.undone ? { ...a, undone: true } : a));
  let from = after > newest || !base ? after : base.from;
  if (app.mode === "board" && all.length > BOARD) {
    all = all.slice(-BOARD);
    from = all[0].seq - 1;
  }
  app.log = { items: all, from };
  return true;
}

// The History tab: the TAIL lines before the oldest one shown.
async function readOlder() {
  const log = app.log;
  if (!log || log.from <= 0) return;
  const after = Math.max(0, log.from - TAIL);
  try {
    const page = await api.getLogPage(app.code, token(), after, log.from - after);
    const now = app.log;
    if (!now || now.from !== log.from) return; // read afresh meanwhile
    app.log = { items: [...(page.actions || []), ...now.items], from: after };
    redraw();
  } catch { /* the button stays */ }
}

function time(at) {
  if (!at) return "";
  return clockTime(at);
}

// Terse: that a play closed someone's window (to guess, to declare prophet) is said on the
// newest line only, where it is news; on older lines it would be on nearly every play.
const CLOSED = new Set(["log.closed_guess", "log.closed_declare", "log.closed_window"]);
const lineSays = (a, newest) => (newest ? a.says : a.says.filter((x) => !CLOSED.has(x.key)));

export function historyList(limit) {
  if (app.log == null) followLog();
  const items = [...(app.log ? app.log.items : [])].reverse().slice(0, limit || undefined);
  return h("section", { class: "card history", "aria-label": t("nav.history") },
    h("h2", null, t("nav.history")),
    items.length ? h("ol", { class: "log", reversed: true }, items.map((a, i) => h("li", { class: a.undone ? "undone" : null, key: a.seq },
      h("span", { class: "seq" }, `#${a.seq}`),
      h("span", { class: "text" }, a.says ? say(lineSays(a, i === 0)) : a.type, a.undone ? h("span", { class: "tag" }, t("tag.undone")) : null),
      h("time", { datetime: a.at || "" }, time(a.at))))) : h("p", { class: "muted" }, t(app.log ? "history.empty" : "common.loading")),
    !limit && app.log && app.log.from > 0
      ? h("button", { type: "button", class: "small", "data-testid": "older", onclick: () => readOlder() }, t("history.older"))
      : null);
}
