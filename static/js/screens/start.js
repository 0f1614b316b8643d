// "/": start a table (profile, options, your name) or go to one by its code.
import { h, toast, draw as drawInto } from "../dom.js";
import { onRedraw } from "../state.js";
import * as api from "../api.js";
import { loadProfiles, optionsEditor, changed } from "../options.js";
import { profileName } from "../view.js";
import { t, labelPage, errorText, time, currentLanguage } from "../i18n.js";
import { languagePicker, howtoButton } from "../controls.js";
import { recentTables, forget } from "../recent.js";
import { keptRooms, codeOpens, createRoom } from "../room/rooms.js";

// The state a table was in when this device last saw it, in a few words (its game, from the second on).
function stateWords(r) {
  const state = { lobby: "lobby", deal_over: "deal_over", game_over: "game_over" }[r.phase] || "deal_on";
  const later = r.game > 1 ? "_game" : "";
  return t(`recent.${state}${later}`, { game: r.game, number: r.deal ?? 1 });
}

function seenWords(at) {
  const when = new Date(at);
  const today = new Date().toDateString() === when.toDateString();
  return today ? t("recent.seen_today", { at: time(at) }) : t("recent.seen_on", { day: when.toLocaleDateString(currentLanguage(), { day: "numeric", month: "short" }), at: time(at) });
}

// The "go to a table" box: a table's code opens its table, a room's code its room (one look-up,
// GET /api/codes/<code>); a refusal is said here; offline, the table's page, which says what it can.
async function go(code) {
  try {
    const found = await codeOpens(code);
    location.assign(`/${found.table || !found.room ? "t" : "r"}/${code}`);
  } catch (err) {
    if (err instanceof api.ApiError) toast(errorText(err), "error");
    else location.assign(`/t/${code}`);
  }
}

// This device's recent tables (recent.js), each with its state, to rejoin.
function recentCard(redraw) {
  const list = recentTables();
  if (!list.length) return null;
  return h("section", { class: "card recent", "aria-labelledby": "recent-title", "data-testid": "recent" },
    h("h2", { id: "recent-title" }, t("recent.title")),
    h("ul", { class: "recent-list" }, list.map((r) => {
      const seat = !r.board && api.loadSeat(r.code);
      const who = r.board ? t("recent.board") : seat && r.name ? (r.host ? t("recent.seat_host", { name: r.name }) : r.name) : t("recent.no_seat");
      const href = `/t/${encodeURIComponent(r.code)}${r.board ? "/board" : ""}`;
      return h("li", { "data-testid": `recent-${r.code}${r.board ? "-board" : ""}` },
        h("div", { class: "recent-what" },
          h("strong", { class: "code-inline" }, r.code), " · ", who,
          h("span", { class: "muted small recent-state" }, stateWords(r), " · ", seenWords(r.at))),
        h("div", { class: "row" },
          h("a", { class: "button primary", href, "aria-label": t(seat ? "recent.rejoin_label" : "recent.open_label", { code: r.code }) }, t(seat ? "recent.rejoin" : "recent.open")),
          h("button", { type: "button", class: "small", "aria-label": t("recent.forget_label", { code: r.code }), onclick: () => { forget(r.code, r.board); redraw(); } }, t("recent.forget"))));
    })));
}

// An organizer opens a room (a class at several tables): its token stays on this device, and
// the organizer's screen opens (static/js/room/organizer.js). The game is the one picked above.
function roomCard(ui) {
  return h("form", {
    class: "card", "aria-labelledby": "room-title", "data-testid": "open-room",
    onsubmit: async (e) => {
      e.preventDefault();
      const name = ui.organizer.trim();
      if (!name) { toast(t("toast.type_name"), "error"); document.getElementById("organizer-name").focus(); return; }
      const btn = e.currentTarget.querySelector("button[type=submit]");
      btn.disabled = true;
      try {
        const answer = await createRoom({ name: ui.room.trim(), organizer_name: name, profile: ui.profile });
        localStorage.setItem("eleusis.name", name);
        location.assign(`/r/${encodeURIComponent(answer.code)}/organizer#token=${encodeURIComponent(answer.token)}`);
      } catch (err) {
        toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
        btn.disabled = false;
      }
    },
  }, h("h2", { id: "room-title" }, t("start.room_title")),
    h("p", { class: "muted small" }, t("start.room_text")),
    h("label", { for: "room-name", class: "field" }, h("span", null, t("start.room_name")),
      h("input", { id: "room-name", maxlength: "60", required: true, value: ui.room, placeholder: t("start.room_name_placeholder"), oninput: (e) => { ui.room = e.target.value; } })),
    h("label", { for: "organizer-name", class: "field" }, h("span", null, t("start.organizer_name")),
      h("input", { id: "organizer-name", "data-key": "organizer-name", autocomplete: "name", maxlength: "40", required: true, value: ui.organizer, placeholder: t("start.organizer_placeholder"), oninput: (e) => { ui.organizer = e.target.value; } })),
    h("button", { type: "submit" }, t("start.room_submit")),
    keptRooms("organizer").map((code) => h("p", null, h("a", { class: "button", href: `/r/${code}/organizer`, "data-testid": `organizer-${code}` }, t("start.room_again", { code })))));
}

export async function startPage(main) {
  const PROFILES = await loadProfiles(); // {} offline: the page still goes to a table by its code
  const ui = { profile: Object.keys(PROFILES)[0], values: {}, name: localStorage.getItem("eleusis.name") || "", room: "" };
  ui.organizer = ui.name;
  for (const p of Object.keys(PROFILES)) ui.values[p] = { ...PROFILES[p].defaults };
  const draw = () => {
    document.getElementById("where").textContent = t("start.where");
    labelPage(t("page.title_start"));
    const nameInput = h("input", {
      id: "host-name", name: "name", "data-key": "host-name", autocomplete: "nickname", maxlength: "40", required: true,
      value: ui.name, placeholder: t("start.name_placeholder"), oninput: (e) => { ui.name = e.target.value; },
    });
    const form = h("form", {
      class: "card", "aria-labelledby": "start-title",
      onsubmit: async (e) => {
        e.preventDefault();
        const name = ui.name.trim();
        const form = e.currentTarget;
        if (!name) { toast(t("toast.type_name"), "error"); form.querySelector("#host-name").focus(); return; }
        const btn = form.querySelector("button[type=submit]");
        btn.disabled = true;
        try {
          const answer = await api.createTable(ui.profile, changed(PROFILES[ui.profile], ui.values[ui.profile]), name);
          localStorage.setItem("eleusis.name", name);
          api.saveSeat(answer.code, { token: answer.token, player_id: answer.player_id });
          location.assign(`/t/${encodeURIComponent(answer.code)}`);
        } catch (err) {
          toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
          btn.disabled = false;
        }
      },
    },
      h("h1", { id: "start-title" }, t("start.title")),
      h("fieldset", { class: "profiles" }, h("legend", null, t("start.which_game")),
        Object.entries(PROFILES).map(([key, p]) => h("label", { class: "profile" + (ui.profile === key ? " chosen" : "") },
          h("input", { type: "radio", name: "profile", value: key, checked: ui.profile === key, onchange: () => { ui.profile = key; draw(); } }),
          h("span", { class: "p-name" }, profileName(key), h("small", null, " · ", t("profile.people", { min: p.min_people, max: p.max_people }))),
          h("span", { class: "p-blurb" }, t(`profile.${key}_blurb`))))),
      h("details", { class: "opts" }, h("summary", null, t("start.options_for", { profile: profileName(ui.profile) })), PROFILES[ui.profile] ? optionsEditor(PROFILES[ui.profile], ui.values[ui.profile]) : null),
      howtoButton(() => ui.profile),
      h("label", { for: "host-name", class: "field" }, h("span", null, t("common.your_name")), nameInput),
      h("button", { type: "submit", class: "primary big" }, t("start.submit")),
      h("p", { class: "muted small" }, t("start.host_note")));

    const codeInput = h("input", {
      id: "join-code", "data-key": "join-code", autocapitalize: "characters", autocomplete: "off", spellcheck: "false",
      maxlength: "16", placeholder: "KX7QPA", pattern: "[A-Za-z0-9]{3,16}", required: true,
    });
    const join = h("form", {
      class: "card", "aria-labelledby": "join-title",
      onsubmit: (e) => {
        e.preventDefault();
        const code = e.currentTarget.querySelector("#join-code").value.trim().toUpperCase().replace(/[^A-Z0-9]/g, "");
        if (code) go(code);
      },
    }, h("h2", { id: "join-title" }, t("start.join_title")),
      h("label", { for: "join-code", class: "field" }, h("span", null, t("start.code")), codeInput),
      h("button", { type: "submit" }, t("start.go")));
    drawInto([recentCard(draw), form, join, roomCard(ui), h("section", { class: "card" }, languagePicker())], main);
  };
  onRedraw(draw);
  draw();
  window.addEventListener("languagechange", draw);
}
