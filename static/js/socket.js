// Live table state over the WebSocket, reconnecting with backoff.
// While it is open, this phone's actions go over it too (api.sendAction): no
// new connection per tap; the server answers each with an "ack" (after the
// state it made) or an "error", matched by action_id.

import { ApiError, useChannel } from "./api.js";

const ACK_WAIT = 5000; // no answer by then: api.js sends the same action (same action_id) as a POST

export class Live {
  constructor(code, token, { onState, onStatus, onResume, onRefused }) {
    this.onRefused = onRefused;
    this.code = code;
    this.token = token;
    this.onState = onState;
    this.onStatus = onStatus;
    this.onResume = onResume;
    this.ws = null;
    this.lastState = null;
    this.waiting = new Map(); // action_id -> { resolve, reject, timer }
    this.delay = 500;
    this.timer = 0;
    this.stopped = false;
    // A stopped Live (the phone took a new token) stays deaf to these events.
    document.addEventListener("visibilitychange", () => {
      if (this.stopped) return;
      if (document.visibilityState === "visible") { this.poke(); this.onResume && this.onResume(); }
    });
    window.addEventListener("online", () => { if (this.stopped) return; this.poke(); this.onResume && this.onResume(); });
    window.addEventListener("offline", () => {
      if (this.stopped) return;
      this.setStatus("offline");
      if (this.ws) this.ws.close();
    });
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : "";
    return `${scheme}//${location.host}/ws/tables/${encodeURIComponent(this.code)}${q}`;
  }

  setStatus(s) {
    if (s !== this.status) { this.status = s; this.onStatus(s); }
  }

  connect() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    if (this.ws) { const old = this.ws; this.ws = null; try { old.close(); } catch { /* gone */ } }
    let ws;
    try { ws = new WebSocket(this.url()); } catch { this.schedule(); return; }
    this.ws = ws;
    if (this.status !== "offline") this.setStatus(this.status ? "reconnecting" : "connecting");
    ws.onopen = () => {
      if (this.token) useChannel((code, token, body) => (this.ws === ws && code === this.code && token === this.token ? this.act(body) : null));
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (msg && (msg.type === "ack" || msg.type === "error") && msg.action_id != null && this.waiting.has(msg.action_id)) {
        this.settle(msg);
        return;
      }
      if (msg && msg.type === "error") this.refusal = msg;
      if (msg && msg.type === "state" && msg.state) {
        this.delay = 500;
        this.lastState = msg.state;
        this.setStatus("live");
        this.onState(msg.state);
      }
    };
    ws.onclose = (ev) => {
      // A socket this Live let go of, or any socket after stop(): its close (even the
      // 4401 the server sends for a token just replaced) is no news about this seat.
      if (this.stopped || this.ws !== ws) return;
      this.ws = null;
      this.dropWaiting();
      // The server closes a refused socket with 4000 + the HTTP status.
      if (ev.code === 4429) { // too many sockets here: wait as long as the server said
        const wait = ((this.refusal && this.refusal.retry_after) || 30) * 1000;
        this.setStatus("reconnecting");
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.connect(), wait * (0.8 + Math.random() * 0.4));
        return;
      }
      if (ev.code === 4401 || ev.code === 4404) {
        this.stopped = true;
        this.setStatus("refused");
        if (this.onRefused) this.onRefused(ev.code - 4000, this.refusal);
        return;
      }
      this.setStatus(navigator.onLine === false ? "offline" : "reconnecting");
      this.schedule();
    };
    ws.onerror = () => { try { ws.close(); } catch { /* closed */ } };
  }

  // One action over the open socket: resolves with the state it made (it came before its ack),
  // rejects with an ApiError as a POST would, or with a plain Error when no answer came.
  act(body) {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1 || !body.action_id) return null;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { this.waiting.delete(body.action_id); reject(new Error("no answer on the socket")); }, ACK_WAIT);
      this.waiting.set(body.action_id, { resolve, reject, timer });
      try { ws.send(JSON.stringify({ type: "action", action: body })); } catch (err) { this.waiting.delete(body.action_id); clearTimeout(timer); reject(err); }
    });
  }

  settle(msg) {
    const w = this.waiting.get(msg.action_id);
    this.waiting.delete(msg.action_id);
    clearTimeout(w.timer);
    if (msg.type === "ack") w.resolve(this.lastState);
    else w.reject(new ApiError(msg.status, msg));
  }

  dropWaiting() {
    for (const [id, w] of this.waiting) { clearTimeout(w.timer); w.reject(new Error("socket closed")); this.waiting.delete(id); }
  }

  schedule() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const wait = this.delay * (0.8 + Math.random() * 0.4);
    this.delay = Math.min(this.delay * 2, 15000);
    this.timer = setTimeout(() => this.connect(), wait);
  }

  // Reconnect now (the phone woke up or came back online).
  poke() {
    if (this.stopped) return;
    if (!this.ws || this.ws.readyState > 1) { this.delay = 500; this.connect(); }
  }

  // Stop for good, detaching the socket first: when the phone takes a new token,
  // the server closes the old token's socket with 4401, and that close must not
  // reach onRefused (which would forget the new seat).
  stop() {
    this.stopped = true;
    useChannel(null);
    this.dropWaiting();
    clearTimeout(this.timer);
    const old = this.ws;
    this.ws = null;
    if (old) {
      old.onmessage = old.onclose = old.onerror = null;
      try { old.close(); } catch { /* gone */ }
    }
  }
}
