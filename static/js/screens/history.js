// The table's log in its own words, newest first.
import { h } from "../dom.js";
import * as api from "../api.js";
import { t, say, time as clockTime } from "../i18n.js";

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
  return clockTime(at);
}

export function historyList(ctx, limit) {
  if (ctx.log == null) { refreshLog(ctx); }
  const items = [...(ctx.log || [])].reverse().slice(0, limit || undefined);
  return h("section", { class: "card history", "aria-label": t("nav.history") },
    h("h2", null, t("nav.history")),
    items.length ? h("ol", { class: "log", reversed: true }, items.map((a) => h("li", { class: a.undone ? "undone" : null },
      h("span", { class: "seq" }, `#${a.seq}`),
      h("span", { class: "text" }, a.says ? say(a.says) : a.type, a.undone ? h("span", { class: "tag" }, t("tag.undone")) : null),
      h("time", { datetime: a.at || "" }, time(a.at))))) : h("p", { class: "muted" }, t(ctx.log ? "history.empty" : "common.loading")));
}

export function historyScreen(ctx) {
  return historyList(ctx);
}
