// The one owner of this phone's connection to its table: the live socket (reconnecting
// with back-off, "hello" when the phone wakes or comes back online), the actions sent on
// it (matched to their "ack" or "error" by action_id) with the POST fallback, and the
// status the header shows. Screens ask it (send, status, on); app.js alone starts it and
// changes its token. stop() removes every listener it added: a stopped one reacts to nothing.
//
// Every state that reaches the phone goes through adopt(), which hands each new one to
// the "state" listeners once: the socket's frames, a POST's answer (when the socket is
// down, or gave no answer in time), and a GET, only where the socket gave no state
// (it could not be opened) or to confirm a 401 before this seat is forgotten. An older
// version is dropped; the same version again only counts when a socket frame changes
// something (who is connected): the tapping phone renders its tap once, from the state
// frame that comes before the ack.

import { ApiError, getTable, postAction, newActionId } from "./api.js";

const ACK_WAIT = 5000;   // no answer on the socket by then: the same action (same action_id) as a POST
const HELLO_WAIT = 5000; // no state by then after a hello: the socket is dead, open another
const FIRST_DELAY = 500;
const MOST_DELAY = 15000;
const POST_TRIES = 3;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const jitter = (ms) => ms * (0.8 + Math.random() * 0.4);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The actions sent on a socket, each until its answer (matched by action_id): the "ack"
// resolves it, an "error" frame rejects it with the server's ApiError; no answer within
// ACK_WAIT, or the socket gone, rejects it with a plain Error, and send() POSTs it.
class Waiting {
  constructor() {
    this.byId = new Map(); // action_id -> { resolve, reject, timer }
  }

  send(ws, body) {
    return new Promise((resolve, reject) => {
      const id = body.action_id;
      const timer = setTimeout(() => { this.byId.delete(id); reject(new Error("no answer on the socket")); }, ACK_WAIT);
      this.byId.set(id, { resolve, reject, timer });
      try {
        ws.send(JSON.stringify({ type: "action", action: body }));
      } catch (err) {
        clearTimeout(timer);
        this.byId.delete(id);
        reject(err);
      }
    });
  }

  // Is msg the answer to one of them? (Then it is settled.)
  answered(msg) {
    if ((msg.type !== "ack" && msg.type !== "error") || msg.action_id == null || !this.byId.has(msg.action_id)) return false;
    const w = this.byId.get(msg.action_id);
    this.byId.delete(msg.action_id);
    clearTimeout(w.timer);
    if (msg.type === "ack") w.resolve();
    else w.reject(new ApiError(msg.status, msg));
    return true;
  }

  // Their socket is gone: each goes as a POST (send).
  fail() {
    for (const [id, w] of this.byId) {
      clearTimeout(w.timer);
      this.byId.delete(id);
      w.reject(new Error("socket closed"));
    }
  }
}

export class Connection {
  constructor(code, token = null) {
    this.code = code;
    this.token = token || null;
    this.state = null;          // the newest state adopted
    this.status = "connecting"; // live, connecting, reconnecting, offline, refused
    this.since = Date.now();    // when it stopped being live (0 while live)
    this.syncedAt = 0;          // when a state last came from the server
    this.ws = null;
    this.fresh = false;         // this.ws has given a state
    this.waiting = new Waiting(); // the actions sent on this.ws, until its answer
    this.delay = FIRST_DELAY;
    this.timer = 0;
    this.helloTimer = 0;
    this.running = false;
    this.refused = 0;           // 401 or 404: no reconnecting until the token changes
    this.reissuing = false;     // this phone's own token is being re-issued: its 4401 is expected
    this.needState = true;      // a GET stands in if the socket fails before its first state
    this.fetching = null;
    this.refusal = null;        // the error frame a refused socket got before its close
    this.listeners = { state: new Set(), status: new Set(), refused: new Set() };
    this.events = [
      [document, "visibilitychange", () => { if (document.visibilityState === "visible") this.wake(); }],
      [window, "online", () => this.wake()],
      [window, "pageshow", (e) => { if (e.persisted) this.wake(); }],
      [window, "offline", () => { this.setStatus("offline"); if (this.ws) this.ws.close(); }],
    ];
  }

  // "state" (state, prev): each new state once; "status" (status); "refused" (401, 404 or 410: deleted).
  on(event, fn) {
    this.listeners[event].add(fn);
    return () => this.listeners[event].delete(fn);
  }

  emit(event, ...args) {
    for (const fn of [...this.listeners[event]]) fn(...args);
  }

  start() {
    if (this.running) return this;
    this.running = true;
    for (const [target, type, fn] of this.events) target.addEventListener(type, fn);
    this.connect();
    return this;
  }

  stop() {
    if (!this.running) return;
    this.running = false;
    for (const [target, type, fn] of this.events) target.removeEventListener(type, fn);
    clearTimeout(this.timer);
    this.drop();
    for (const set of Object.values(this.listeners)) set.clear();
  }

  // Another seat on this phone (joined, lost, re-issued): a socket with the new token,
  // whose first state is adopted whatever its version.
  setToken(token) {
    this.token = token || null;
    this.state = null;
    this.refused = 0;
    this.needState = true;
    this.delay = FIRST_DELAY;
    this.drop();
    this.setStatus("connecting");
    this.connect();
  }

  // Run task, which re-issues this phone's own token: the server closes this socket with
  // 4401 meanwhile, which is no news about the seat. Then the caller gives setToken the
  // new token; if the task failed, the old one is still this phone's (or is confirmed lost).
  async reissue(task) {
    this.reissuing = true;
    try {
      return await task();
    } catch (err) {
      this.reissuing = false;
      if (this.running && !this.ws) this.connect();
      throw err;
    } finally {
      this.reissuing = false;
    }
  }

  // One action: expected_version guards against two phones tapping at once; the
  // action_id makes a retry safe, also from the socket to a POST when the socket gave
  // no answer. Resolves when the table took it (its state adopted), or rejects with an
  // ApiError as the server answered, or a plain Error when the server could not be reached.
  async send(action, version) {
    const token = this.token;
    const body = { ...action, expected_version: version, action_id: newActionId() };
    const ws = this.ws;
    if (ws && ws.readyState === WebSocket.OPEN && token) {
      try {
        await this.waiting.send(ws, body);
        return;
      } catch (err) {
        if (err instanceof ApiError || token !== this.token || !this.running) throw err;
      }
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const state = await postAction(this.code, token, body);
        if (token === this.token) this.adopt(state, action.type.endsWith("_hypothesis")); // a note raises no version: news all the same
        return;
      } catch (err) {
        if (err instanceof ApiError) {
          if (err.state && token === this.token) this.adopt(err.state);
          throw err;
        }
        if (attempt >= POST_TRIES || token !== this.token || !this.running) throw err;
        await sleep(500 * attempt);
      }
    }
  }

  // Is this phone still seated? (Its state says nobody: it may have been removed.)
  recheck() {
    return this.fetchState();
  }

  // ---- the socket ----

  // No token in the URL (a proxy's log would keep it): the socket's first message carries it.
  url() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${location.host}/ws/tables/${encodeURIComponent(this.code)}`;
  }

  connect() {
    clearTimeout(this.timer);
    if (!this.running || this.refused) return;
    this.drop();
    if (this.status === "live" || this.status === "refused") this.setStatus("reconnecting");
    let ws;
    try { ws = new WebSocket(this.url()); } catch { this.schedule(); return; }
    this.ws = ws;
    this.fresh = false;
    this.refusal = null;
    const token = this.token;
    ws.onopen = () => { try { ws.send(JSON.stringify({ type: "hello", token })); } catch { /* closing */ } };
    ws.onmessage = (ev) => this.frame(ws, ev.data);
    ws.onclose = (ev) => this.closed(ws, ev.code);
    ws.onerror = () => { try { ws.close(); } catch { /* closed */ } };
  }

  frame(ws, data) {
    if (ws !== this.ws) return;
    let msg;
    try { msg = JSON.parse(data); } catch { return; }
    if (!msg) return;
    if (this.waiting.answered(msg)) return;
    if (msg.type === "error") {
      this.refusal = msg;
    } else if (msg.type === "state" && msg.state) {
      clearTimeout(this.helloTimer);
      this.helloTimer = 0;
      this.delay = FIRST_DELAY;
      this.fresh = true;
      this.needState = false;
      this.setStatus("live");
      this.adopt(msg.state, true);
    }
  }

  // The server closes a refused socket with 4000 + the HTTP status.
  closed(ws, code) {
    if (ws !== this.ws) return;
    this.ws = null;
    this.waiting.fail();
    clearTimeout(this.helloTimer);
    this.helloTimer = 0;
    if (!this.running) return;
    if (code === 4404 || code === 4410) { this.refuse(code - 4000); return; } // unknown, or deleted
    if (code === 4401 && this.token) {
      this.setStatus("reconnecting");
      if (!this.reissuing) this.fetchState().then(() => this.schedule());
      return;
    }
    if (code === 4429) { // too many sockets here: wait as long as the server said
      this.setStatus("reconnecting");
      this.schedule(((this.refusal && this.refusal.retry_after) || 30) * 1000);
      return;
    }
    this.setStatus(navigator.onLine === false ? "offline" : "reconnecting");
    if (!this.fresh && this.needState) this.fetchState();
    this.schedule();
  }

  // Let go of the socket: nothing it says or does reaches this connection any more.
  drop() {
    clearTimeout(this.helloTimer);
    this.helloTimer = 0;
    const ws = this.ws;
    this.ws = null;
    this.waiting.fail();
    if (ws) {
      ws.onmessage = ws.onclose = ws.onerror = null;
      try { ws.close(); } catch { /* gone */ }
    }
  }

  schedule(wait) {
    clearTimeout(this.timer);
    if (!this.running || this.refused || this.ws) return;
    if (wait === undefined) {
      wait = jitter(this.delay);
      this.delay = Math.min(this.delay * 2, MOST_DELAY);
    } else {
      wait = jitter(wait);
    }
    this.timer = setTimeout(() => this.connect(), wait);
  }

  // The phone woke up or came back online: ask an open socket for the state (hello),
  // else open one now. Should the socket fail before it gives a state, a GET stands in.
  wake() {
    if (!this.running || this.refused) return;
    this.needState = true;
    const ws = this.ws;
    if (ws && ws.readyState === WebSocket.OPEN) this.hello(ws);
    else if (!ws || ws.readyState > WebSocket.OPEN) { this.delay = FIRST_DELAY; this.connect(); }
  }

  hello(ws) {
    if (this.helloTimer) return; // one unanswered hello at a time
    try { ws.send(JSON.stringify({ type: "hello", version: this.state ? this.state.version : 0 })); } catch { /* closing */ }
    this.helloTimer = setTimeout(() => { // a socket that died while the phone slept
      this.helloTimer = 0;
      if (ws !== this.ws) return;
      this.closed(ws, 1006);
      ws.onmessage = ws.onclose = ws.onerror = null;
      try { ws.close(); } catch { /* gone */ }
    }, HELLO_WAIT);
  }

  // ---- the state and the status ----

  // The state by GET: where the socket gave none, and to confirm a 401.
  fetchState() {
    if (this.fetching) return this.fetching;
    const token = this.token;
    this.fetching = (async () => {
      try {
        const state = await getTable(this.code, token);
        if (this.running && token === this.token) { this.needState = false; this.adopt(state); }
      } catch (err) {
        if (this.running && token === this.token && (err.status === 401 || err.status === 404)) this.refuse(err.status);
      } finally {
        this.fetching = null;
      }
    })();
    return this.fetching;
  }

  refuse(status) {
    this.refused = status;
    clearTimeout(this.timer);
    this.drop();
    this.setStatus("refused");
    this.emit("refused", status);
  }

  adopt(state, fromSocket = false) {
    if (!this.running || !state || typeof state.version !== "number") return;
    const prev = this.state;
    if (prev && state.version < prev.version) return;
    this.syncedAt = Date.now(); // every state the server sends is the table at this moment
    if (prev && state.version === prev.version && (!fromSocket || same(prev, state))) return;
    this.state = state;
    this.emit("state", state, prev);
  }

  setStatus(status) {
    if (status === this.status) return;
    if (status === "live") this.since = 0;
    else if (!this.since) this.since = Date.now();
    this.status = status;
    this.emit("status", status);
  }
}
