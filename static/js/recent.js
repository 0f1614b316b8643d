// This device's recent tables, for the start page to list (no server: localStorage only).
// Each table the device opened, as it last saw it: its code, whose seat (the name, the host)
// or the big screen, the phase, the game and deal, and when. The seat's token stays where
// api.js keeps it (eleusis.seat.<CODE>): opening /t/<code> again is the rejoin.

const KEY = "eleusis.recent";
const MOST = 8;

export function recentTables() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(list) ? list.filter((r) => r && typeof r.code === "string" && /^[A-Z0-9]{3,16}$/.test(r.code)) : [];
  } catch {
    return [];
  }
}

function save(list) {
  try { localStorage.setItem(KEY, JSON.stringify(list.slice(0, MOST))); } catch { /* private mode, full */ }
}

// The table as this page sees it now (app.js, on every new state): the newest first.
export function remember(ctx, state) {
  if (!state || !ctx.code) return;
  const me = ctx.mode === "board" ? null : ctx.me();
  const p = me ? (state.people || []).find((q) => q.id === me) : null;
  const entry = {
    code: ctx.code.toUpperCase(), board: ctx.mode === "board", name: p ? p.name : null, host: !!me && me === state.host,
    phase: state.phase, game: state.game ?? 1, deal: state.deal ? state.deal.number : null, at: Date.now(),
  };
  const list = recentTables().filter((r) => !(r.code === entry.code && !!r.board === entry.board));
  save([entry, ...list]);
}

export function forget(code, board) {
  save(recentTables().filter((r) => !(r.code === code && !!r.board === !!board)));
}
