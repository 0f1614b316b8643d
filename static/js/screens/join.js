// Joining a table: a name, and a seat (the page a phone opens from the QR code). Drawn before
// anything else a table shows, so it stays light: the lobby and the rest load once seated.
import { h, toast } from "../dom.js";
import * as api from "../api.js";
import { app, local } from "../state.js";
import { person, name as nameOf, profileName } from "../view.js";
import { languagePicker, howtoButton } from "../controls.js";
import { t, errorText } from "../i18n.js";

export function joinScreen() {
  const s = app.state;
  const ui = local("join");
  // removed by the host (their seat is gone from the table): said, and their name not offered back
  const removedBy = app.lostSeatOf && !person(s, app.lostSeatOf) ? nameOf(s, s.host) : null;
  const typed = () => ui.joinName ?? (removedBy ? "" : localStorage.getItem("eleusis.name") || "");
  const input = h("input", {
    id: "join-name", "data-key": "join-name", autocomplete: "nickname", maxlength: "40", required: true,
    value: typed(), placeholder: t("join.name_placeholder"),
    oninput: (e) => { ui.joinName = e.target.value; },
  });
  const host = person(s, s.host);
  if (s.phase !== "lobby" && !s.joinable) { // a deal is being played (or the table is full)
    return [h("section", { class: "card" },
      h("h1", null, t("join.started_title")),
      h("p", null, t("join.started_text")),
      h("a", { class: "button", href: `/t/${app.code}/board` }, t("join.watch_board"))),
    h("section", { class: "card" }, languagePicker())];
  }
  const form = h("form", {
    class: "card", "aria-labelledby": "join-title", key: "join",
    onsubmit: async (e) => {
      e.preventDefault();
      const form = e.currentTarget;
      const name = typed().trim();
      if (!name) { form.querySelector("#join-name").focus(); return; }
      const btn = form.querySelector("button[type=submit]");
      btn.disabled = true;
      try {
        const answer = await api.joinTable(app.code, name);
        localStorage.setItem("eleusis.name", name);
        app.lostSeatOf = null;
        app.joined(answer);
      } catch (err) {
        toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
        btn.disabled = false;
      }
    },
  },
    h("h1", { id: "join-title" }, host ? t("join.title_host", { host: host.name }) : t("join.title")),
    h("p", { class: "muted" }, t("join.seated", { profile: profileName(s.profile), n: s.people.length, names: s.people.map((p) => p.name) })),
    s.phase === "deal_over" ? h("p", { class: "big-line", "data-testid": "join-late" }, t("night.join_between", { number: (s.deal || {}).number ?? 1 }))
      : s.phase === "game_over" ? h("p", { class: "big-line", "data-testid": "join-late" }, t("night.join_after")) : null,
    h("label", { for: "join-name", class: "field" }, h("span", null, t("common.your_name")), input),
    h("button", { type: "submit", class: "primary big" }, t("join.submit")));
  const removed = removedBy ? h("section", { class: "card warn-card", role: "status", "data-testid": "removed-by", key: "removed" },
    h("p", { class: "big-line" }, t("removed.by_host", { host: removedBy })),
    h("p", { class: "muted" }, t("removed.again", { host: removedBy }))) : null;
  return [removed, form, h("section", { class: "card" }, languagePicker(), howtoButton(s.profile, { class: "small howto-btn" }))];
}
