// Seat & more: move this seat to another phone, the big screen, host tools.
import { h, tx, toast, copyText } from "../dom.js";
import { app } from "../state.js";
import { person, joinLink, hosts } from "../view.js";
import { confirmButton, undoButton, rejoinButton, howtoButton, offered } from "../controls.js";
import { t, currentLanguage, setLanguage } from "../i18n.js";

export function menuScreen() {
  const s = app.state;
  const me = app.me();
  const p = person(s, me);
  const link = `${joinLink(app.code)}#token=${encodeURIComponent(app.seat.token)}`; // the address the QR codes carry
  const out = [
    // a room's organizer is seated at no table: no seat, no link of their own to move (issue 43)
    me && me === s.organizer ? null : h("section", { class: "card" },
      h("h2", null, p ? t("menu.seat_of", { name: p.name }) : t("menu.seat")),
      h("p", { class: "muted small" }, t("menu.seat_text")),
      h("p", { class: "secret", "data-testid": "rejoin-link" }, link),
      h("button", { type: "button", onclick: async () => toast(t((await copyText(link)) ? "toast.link_copied" : "toast.copy_failed")) }, t("menu.copy_link"))),
    h("section", { class: "card" },
      h("h2", null, t("menu.board")),
      h("p", null, tx("board.open_laptop", { link: h("a", { href: `/t/${app.code}/board`, target: "_blank", rel: "noopener" }, t("board.open")) }))),
    h("section", { class: "card", "aria-label": t("common.language") }, h("h2", null, t("common.language")), languageButtons()),
    h("section", { class: "card" }, howtoButton(s.profile)),
  ];
  if (hosts(s, me)) {
    out.push(h("section", { class: "card" },
      h("h2", null, t("menu.lost")),
      h("p", { class: "muted small" }, t("menu.lost_text")),
      h("ul", { class: "people", "aria-label": t("menu.people") }, s.people.map((q) =>
        h("li", { "data-testid": `seat-${q.name}` }, h("span", { class: "who" }, q.name, q.id === me ? h("span", { class: "tag me-tag" }, t("tag.you")) : null), rejoinButton(q))))));
  }
  if (me && (hosts(s, me) || me === s.dealer) && s.undo) out.push(undoButton(s));
  if (hosts(s, me) && s.phase !== "lobby" && s.phase !== "game_over") {
    out.push(h("section", { class: "card" },
      h("h2", null, t("menu.host")),
      confirmButton(t("host.end_game"), t("host.end_game_confirm"), () => { app.panel = "table"; app.act({ type: "end_game" }); }, { class: "danger" })));
  }
  return out;
}

// The same as a row of buttons, each language one tap away (My seat).
function languageButtons() {
  const lang = currentLanguage();
  return h("div", { class: "lang-buttons", role: "group", "aria-label": t("common.language"), "data-testid": "language-buttons" },
    offered().map(([code, own]) => h("button", {
      type: "button", class: "small", lang: code, "aria-pressed": String(code === lang), key: code,
      onclick: () => { if (code !== currentLanguage()) setLanguage(code); },
    }, own)));
}

// The room's organizer at one of its tables: one tap back to the organizer's screen (the room's
// code came with the host page's link from that screen, kept with the seat).
export function backToRoom() {
  const room = app.seat && app.seat.room;
  return room ? h("p", { class: "back-to-room" }, h("a", { class: "button", href: `/r/${encodeURIComponent(room)}/organizer`, "data-testid": "back-to-room" }, t("organizer.back", { code: room }))) : null;
}
