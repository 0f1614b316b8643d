// The room's news on this phone: WS /ws/rooms/<code> (docs/API.md, "A room of tables"), every
// frame the room as this token sees it. Reopened with back-off when it drops, at once (with a
// hello) when the phone wakes or comes back online; a refusal (4401, 4404, 4410) ends it.
const FIRST_DELAY = 500;
const MOST_DELAY = 15000;

export class RoomSocket {
  constructor(code, token, onRoom, onRefused) {
    this.code = code;
    this.token = token;
    this.onRoom = onRoom;
    this.onRefused = onRefused;
    this.delay = FIRST_DELAY;
    this.ws = null;
    this.timer = null;
    this.stopped = false;
    this.wake = () => { if (document.visibilityState === "visible") this.again(); };
    document.addEventListener("visibilitychange", this.wake);
    window.addEventListener("online", this.wake);
  }

  // No token in the URL (a proxy's log would keep it): the socket's first message carries it.
  url() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${location.host}/ws/rooms/${encodeURIComponent(this.code)}`;
  }

  start() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    let ws;
    try { ws = new WebSocket(this.url()); } catch { this.later(); return; }
    this.ws = ws;
    ws.onopen = () => { try { ws.send(JSON.stringify({ type: "hello", token: this.token || null })); } catch { /* closing */ } };
    ws.onmessage = (ev) => {
      let msg = null;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (msg && msg.type === "room" && msg.room) { this.delay = FIRST_DELAY; this.onRoom(msg.room); }
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if ([4401, 4404, 4410].includes(ev.code)) { this.stop(); this.onRefused(ev.code - 4000); return; }
      this.later();
    };
    ws.onerror = () => { try { ws.close(); } catch { /* closed */ } };
  }

  later() {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.start(), this.delay * (0.8 + Math.random() * 0.4));
    this.delay = Math.min(this.delay * 2, MOST_DELAY);
  }

  // Awake again: a socket still open says hello (the room comes back), a closed one reopens now.
  again() {
    if (this.stopped) return;
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      try { this.ws.send(JSON.stringify({ type: "hello" })); } catch { /* reopened on its close */ }
    } else if (!this.ws) { this.delay = FIRST_DELAY; this.start(); }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    document.removeEventListener("visibilitychange", this.wake);
    window.removeEventListener("online", this.wake);
    if (this.ws) { const ws = this.ws; this.ws = null; try { ws.close(); } catch { /* gone */ } }
  }
}
