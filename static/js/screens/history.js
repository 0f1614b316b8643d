// The table's log in its own words, newest first.
import { h } from "../dom.js";
import * as api from "../api.js";

let loading = null;

export async function refreshLog(ctx) {
  if (loading) return loading;
  loading = (async () => {
    try {
      const answer = await api.getLog(ctx.code, ctx.seat && ctx.seat.token);
      ctx.log = answer.actions || [];
    } catch {
      /* keep the last one */
    } finally {
      loading = null;
    }
    ctx.render();
  })();
  return loading;
}

function time(at) {
  if (!at) return "";
  const d = new Date(at);
  return isNaN(d) ? "" : d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

export function historyList(ctx, limit) {
  if (ctx.log == null) { refreshLog(ctx); }
  const items = [...(ctx.log || [])].reverse().slice(0, limit || undefined);
  return h("section", { class: "card history", "aria-label": "History" },
    h("h2", null, "History"),
    items.length ? h("ol", { class: "log", reversed: true }, items.map((a) => h("li", { class: a.undone ? "undone" : null },
      h("span", { class: "seq" }, `#${a.seq}`),
      h("span", { class: "text" }, a.text || a.type, a.undone ? h("span", { class: "tag" }, "undone") : null),
      h("time", { datetime: a.at || "" }, time(a.at))))) : h("p", { class: "muted" }, ctx.log ? "Nothing yet." : "Loading…"));
}

export function historyScreen(ctx) {
  return historyList(ctx);
}
