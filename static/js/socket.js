// Live table state over the WebSocket, reconnecting with backoff.

export class Live {
  constructor(code, token, { onState, onStatus, onResume, onRefused }) {
    this.onRefused = onRefused;
    this.code = code;
    this.token = token;
    this.onState = onState;
    this.onStatus = onStatus;
    this.onResume = onResume;
    this.ws = null;
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
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (msg && msg.type === "error") this.refusal = msg;
      if (msg && msg.type === "state" && msg.state) {
        this.delay = 500;
        this.setStatus("live");
        this.onState(msg.state);
      }
    };
    ws.onclose = (ev) => {
      // A socket this Live let go of, or any socket after stop(): its close (even the
      // 4401 the server sends for a token just replaced) is no news about this seat.
      if (this.stopped || this.ws !== ws) return;
      this.ws = null;
      // The server closes a refused socket with 4000 + the HTTP status.
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
    clearTimeout(this.timer);
    const old = this.ws;
    this.ws = null;
    if (old) {
      old.onmessage = old.onclose = old.onerror = null;
      try { old.close(); } catch { /* gone */ }
    }
  }
}
