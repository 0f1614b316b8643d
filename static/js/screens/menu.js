// Seat & more: move this seat to another phone, the big screen, host tools.
import { h, toast, confirmButton, copyText } from "../dom.js";
import { person, joinLink } from "../view.js";
import { undoButton } from "./play.js";
import { rejoinButton } from "./rejoin.js";
import { t, tx, languagePicker } from "../i18n.js";
import { howtoButton } from "../help.js";

export function menuScreen(ctx) {
  const s = ctx.state;
  const me = ctx.me();
  const p = person(s, me);
  const link = `${joinLink(ctx.code)}#token=${encodeURIComponent(ctx.seat.token)}`; // the address the QR codes carry
  const out = [
    h("section", { class: "card" },
      h("h2", null, p ? t("menu.seat_of", { name: p.name }) : t("menu.seat")),
      h("p", { class: "muted small" }, t("menu.seat_text")),
      h("p", { class: "secret", "data-testid": "rejoin-link" }, link),
      h("button", { type: "button", onclick: async () => toast(t((await copyText(link)) ? "toast.link_copied" : "toast.copy_failed")) }, t("menu.copy_link"))),
    h("section", { class: "card" },
      h("h2", null, t("menu.board")),
      h("p", null, tx("board.open_laptop", { link: h("a", { href: `/t/${ctx.code}/board`, target: "_blank", rel: "noopener" }, t("board.open")) }))),
    h("section", { class: "card" }, languagePicker()),
    h("section", { class: "card" }, howtoButton(s.profile)),
  ];
  if (me && me === s.host) {
    out.push(h("section", { class: "card" },
      h("h2", null, t("menu.lost")),
      h("p", { class: "muted small" }, t("menu.lost_text")),
      h("ul", { class: "people", "aria-label": t("menu.people") }, s.people.map((q) =>
        h("li", { "data-testid": `seat-${q.name}` }, h("span", { class: "who" }, q.name, q.id === me ? h("span", { class: "tag me-tag" }, t("tag.you")) : null), rejoinButton(ctx, q))))));
  }
  if (me && (me === s.host || me === s.dealer) && s.undo) out.push(undoButton(ctx, s));
  if (me && me === s.host && s.phase !== "lobby" && s.phase !== "game_over") {
    out.push(h("section", { class: "card" },
      h("h2", null, t("menu.host")),
      confirmButton(t("host.end_game"), t("host.end_game_confirm"), () => { ctx.panel = "table"; ctx.act({ type: "end_game" }); }, { class: "danger" })));
  }
  return out;
}
