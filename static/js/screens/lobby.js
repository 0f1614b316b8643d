// Joining a table, and the lobby: who is here, the seat order, options, start.
import { h, toast, confirmButton, showBelowHeader } from "../dom.js";
import * as api from "../api.js";
import { seated, person, joinLink, loopbackOnly } from "../view.js";
import { PROFILES, optionsEditor, describe, profileName } from "../options.js";
import { rejoinButton } from "./rejoin.js";
import { t, tx, languagePicker, errorText } from "../i18n.js";
import { howtoButton } from "../help.js";

// Phones cannot open a server that listens on 127.0.0.1 only: say so, and how to fix it.
export function loopbackWarning() {
  const host = loopbackOnly();
  if (!host) return null;
  return h("section", { class: "card warn-card", "data-testid": "loopback-warning", role: "note" },
    h("h2", null, t("loopback.title")),
    h("p", null, t("loopback.listens", { host })),
    h("p", null, tx("loopback.fix", {
      command: h("code", null, "companion serve ", h("span", { class: "nowrap" }, "--host 0.0.0.0")),
      variable: h("code", { class: "nowrap" }, "COMPANION_HOST=0.0.0.0"),
      option: h("code", { class: "nowrap" }, "--public-url"),
    })));
}

// The host's Remove for p (two taps: armed, then confirmed): in the lobby and between deals.
export function removeButton(ctx, p) {
  return confirmButton(t("lobby.remove"), t("lobby.remove_confirm", { name: p.name }),
    () => ctx.act({ type: "kick", player: p.id }), { class: "small danger", "aria-label": t("lobby.remove_label", { name: p.name }) });
}

export function inviteCard(ctx, big) {
  const link = joinLink(ctx.code);
  return h("section", { class: "card invite" + (big ? " join-big" : ""), "aria-label": t("invite.label") },
    h("img", { class: "qr" + (big ? "" : " small-qr"), src: api.qrUrl(ctx.code), alt: t("invite.qr_alt", { code: ctx.code }), width: big ? "320" : "220", height: big ? "320" : "220" }),
    h("div", null,
      h("p", { class: "muted" }, t("invite.scan")),
      // a line may break after a slash (never inside the code)
      h("p", { class: "url", "data-testid": "join-link" }, link.replace(/^https?:\/\//, "").split("/").map((x, i) => (i ? ["/", h("wbr"), x] : x))),
      h("p", { class: "muted" }, t("invite.type_code")),
      h("p", { class: "code", "data-testid": "table-code" }, ctx.code)));
}

export function joinScreen(ctx) {
  const s = ctx.state;
  const ui = ctx.ui;
  const input = h("input", {
    id: "join-name", "data-key": "join-name", autocomplete: "nickname", maxlength: "40", required: true,
    value: ui.joinName ?? (localStorage.getItem("eleusis.name") || ""), placeholder: t("join.name_placeholder"),
    oninput: (e) => { ui.joinName = e.target.value; },
  });
  const host = person(s, s.host);
  if (s.phase !== "lobby" && !s.joinable) { // a deal is being played (or the table is full)
    return [h("section", { class: "card" },
      h("h1", null, t("join.started_title")),
      h("p", null, t("join.started_text")),
      h("a", { class: "button", href: `/t/${ctx.code}/board` }, t("join.watch_board"))),
    h("section", { class: "card" }, languagePicker())];
  }
  const form = h("form", {
    class: "card", "aria-labelledby": "join-title",
    onsubmit: async (e) => {
      e.preventDefault();
      const name = input.value.trim();
      if (!name) { input.focus(); return; }
      const btn = form.querySelector("button[type=submit]");
      btn.disabled = true;
      try {
        const answer = await api.joinTable(ctx.code, name);
        localStorage.setItem("eleusis.name", name);
        ctx.joined(answer);
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
  return [form, h("section", { class: "card" }, languagePicker(), howtoButton(s.profile, { class: "small howto-btn" }))];
}

// The seat order the host confirmed, then the start (two actions: the order is the table's too).
async function startWithOrder(ctx) {
  const ui = ctx.ui;
  const order = ui.order;
  const start = ui.firstDealer ? { type: "start", first_dealer: ui.firstDealer } : { type: "start" };
  ui.order = null;
  ui.startStep = false;
  const now = () => seated(ctx.state).map((p) => p.id).join(",");
  if (now() !== order.join(",")) {
    await ctx.act({ type: "seat", order });
    if (now() !== order.join(",")) { ctx.render(); return; } // refused: the toast said why
  }
  await ctx.act(start);
}

// The order the host saved ("Save seat order", in this tab, for this game): Start then starts
// at once rather than asking for the same order again.
const SAVED_ORDER = (code) => `eleusis.seat-order.${code}`;

function rememberOrder(ctx, order) {
  try { sessionStorage.setItem(SAVED_ORDER(ctx.code), JSON.stringify({ game: ctx.state.game ?? 0, order })); } catch { /* private mode: asked again */ }
}

function orderSaved(ctx, people) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_ORDER(ctx.code)) || "null");
    return !!saved && saved.game === (ctx.state.game ?? 0) && saved.order.join(",") === people.map((p) => p.id).join(",");
  } catch { return false; }
}

// Drag a row by its handle to another place in the clockwise order (pointer events: mouse,
// touch and pen alike). Rows move in the DOM while dragging; the order is kept on release.
function dragToReorder(list, ui, ctx) {
  let dragging = null;
  list.addEventListener("pointerdown", (e) => {
    const handle = e.target.closest(".drag");
    if (!handle) return;
    dragging = handle.closest("li");
    dragging.classList.add("dragging");
    ctx.dragging = true; // a live state arriving now must not redraw the list under the finger
    handle.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  list.addEventListener("pointermove", (e) => {
    if (!dragging) return;
    const rows = [...list.children];
    const over = rows.find((li) => { const r = li.getBoundingClientRect(); return e.clientY >= r.top && e.clientY <= r.bottom; });
    if (!over || over === dragging) return;
    list.insertBefore(dragging, rows.indexOf(over) > rows.indexOf(dragging) ? over.nextSibling : over);
  });
  const drop = () => {
    if (!dragging) return;
    dragging.classList.remove("dragging");
    dragging = null;
    ctx.dragging = false;
    ui.order = [...list.children].map((li) => li.dataset.id);
    ctx.render();
  };
  list.addEventListener("pointerup", drop);
  list.addEventListener("pointercancel", drop);
}

export function lobbyScreen(ctx) {
  const v = seating(ctx);
  const parts = [];
  if (ctx.mode === "board") {
    parts.push(loopbackWarning());
    parts.push(inviteCard(ctx, true));
  } else if (v.isHost) {
    // The host's phone shows the join QR first: the next thing that happens is people joining.
    parts.push(loopbackWarning());
    parts.push(inviteCard(ctx, false));
  }
  parts.push(seatingCard(ctx, v));
  if (v.isHost) parts.push(startCard(ctx, v), optionsCard(ctx));
  else parts.push(waitingCard(ctx, v.me));
  parts.push(...boardLinks(ctx, v.isHost));
  return parts;
}

// Who is seated, and how far the host's seat order is (ui.order: the ids tapped so far, in order).
function seating(ctx) {
  const s = ctx.state;
  const me = ctx.me();
  const isHost = !!me && s.host === me;
  const ui = ctx.ui;
  const people = seated(s);
  if (Array.isArray(ui.order)) ui.order = ui.order.filter((id) => person(s, id)); // someone left meanwhile
  const ordering = Array.isArray(ui.order) && isHost;
  return {
    me, isHost, people, ordering,
    complete: ordering && ui.order.length === people.length,
    min: s.min_people ?? (s.profile === "express" ? 3 : 4),
    max: s.max_people ?? 8,
  };
}

// Who is here, with the host's seat-order steps.
function seatingCard(ctx, v) {
  const s = ctx.state;
  const ui = ctx.ui;
  const { people, ordering, complete, min, max } = v;
  const list = seatList(ctx, v);
  if (complete) dragToReorder(list, ui, ctx);
  return h("section", { class: "card", id: "seating" },
    h("h1", null, ctx.mode === "board" ? t("lobby.who_is_here") : t("lobby.table", { code: ctx.code })),
    h("p", { class: "muted" }, t("lobby.seated", { profile: profileName(s.profile), n: people.length, min, max })),
    ordering ? h("p", { class: "hint" }, ui.startStep ? t("seat.check_hint") : t("seat.tap_hint")) : null,
    list,
    ordering ? h("p", { class: "clockwise", "data-testid": "clockwise" }, complete
      ? t("seat.clockwise", { order: [...ui.order, ui.order[0]].map((id) => person(s, id).name).join(" → ") })
      : t("seat.tapped", { n: ui.order.length, total: people.length })) : null,
    v.isHost ? seatOrderButtons(ctx, v) : null);
}

// Once everyone has a number the list shows the clockwise order, and rows can be dragged.
function seatList(ctx, v) {
  const s = ctx.state;
  const ui = ctx.ui;
  const { me, isHost, ordering, complete } = v;
  const shown = complete ? ui.order.map((id) => person(s, id)) : v.people;
  return h("ol", { class: "people", "aria-label": t("lobby.seated_label") }, shown.map((p) => {
    const n = ordering ? ui.order.indexOf(p.id) + 1 : 0;
    const label = h("span", { class: "who" },
      h("span", { class: "dot" + (p.connected ? " on" : ""), role: "img", "aria-label": t(p.connected ? "lobby.connected" : "lobby.not_connected") }),
      p.name,
      p.id === s.host ? h("span", { class: "tag" }, t("tag.host")) : null,
      p.id === me ? h("span", { class: "tag me-tag" }, t("tag.you")) : null);
    return h("li", { "data-testid": `person-${p.name}`, "data-id": p.id },
      complete ? h("span", { class: "drag", title: t("seat.drag_title", { name: p.name }), "aria-hidden": "true", "data-testid": `drag-${p.name}` }, "⠿") : null,
      ordering
        ? h("button", {
          type: "button", class: "pick" + (n ? " picked" : ""), "aria-pressed": String(!!n), "data-key": `pick:${p.id}`,
          onclick: () => {
            const i = ui.order.indexOf(p.id);
            if (i >= 0) ui.order.splice(i, 1); else ui.order.push(p.id);
            ctx.render();
          },
        }, h("span", { class: "seat-no" }, n ? String(n) : "·"), label)
        : label,
      isHost && !ordering ? rejoinButton(ctx, p) : null,
      isHost && !ordering && p.id !== me
        ? removeButton(ctx, p)
        : null);
  }));
}

// The host's Set seat order, or while ordering: Save, Clear and Cancel (Back in the start's step).
function seatOrderButtons(ctx, v) {
  const ui = ctx.ui;
  if (!v.ordering) return h("button", { type: "button", onclick: () => { ui.order = []; ctx.render(); } }, t("seat.set"));
  return h("div", { class: "row wrap" },
    ui.startStep ? null : h("button", {
      type: "button", class: "primary", disabled: !v.complete,
      onclick: () => { const order = ui.order; ui.order = null; rememberOrder(ctx, order); ctx.act({ type: "seat", order }); },
    }, t("seat.save")),
    ui.order.length ? h("button", { type: "button", onclick: () => { ui.order = []; ctx.render(); } }, t("seat.clear")) : null,
    h("button", { type: "button", onclick: () => { ui.order = null; ui.startStep = false; ctx.render(); } }, t(ui.startStep ? "common.back" : "common.cancel")));
}

// The host's start: who deals first, and Start (through the seat order, see startWithOrder).
function startCard(ctx, v) {
  const ui = ctx.ui;
  const { people, complete, min, max } = v;
  const first = h("select", { id: "first-dealer", "data-key": "first-dealer", onchange: (e) => { ui.firstDealer = e.target.value; } },
    h("option", { value: "" }, t("lobby.first_dealer_random")),
    people.map((p) => h("option", { value: p.id, selected: ui.firstDealer === p.id }, p.name)));
  const enough = people.length >= min && people.length <= max;
  return h("section", { class: "card" },
    h("h2", null, t("lobby.start")),
    h("label", { for: "first-dealer", class: "field" }, h("span", null, t("lobby.first_dealer")), first),
    ui.startStep
      ? h("button", { type: "button", class: "primary big", disabled: !enough || !complete, onclick: () => startWithOrder(ctx) }, t("seat.start_with_order"))
      : h("button", {
        type: "button", class: "primary big", disabled: !enough,
        // Turn order follows the seats: the start asks for them first (pre-filled with the current order),
        // from the step's first line, unless the host has just saved this very order.
        onclick: () => {
          ui.order = people.map((p) => p.id);
          if (orderSaved(ctx, people)) { startWithOrder(ctx); return; }
          ui.startStep = true;
          ctx.render();
          showBelowHeader(document.getElementById("seating"));
        },
      }, t("lobby.start_game")),
    enough ? null : h("p", { class: "muted small" }, t("lobby.need_people", { min, max, n: people.length })));
}

// The host's options of the profile, edited in ui.opts until saved.
function optionsCard(ctx) {
  const s = ctx.state;
  const ui = ctx.ui;
  if (!ui.opts) ui.opts = { ...(PROFILES[s.profile] ? PROFILES[s.profile].defaults : {}), ...s.options };
  return h("details", { class: "card opts", open: ui.optsOpen || null, ontoggle: (e) => { ui.optsOpen = e.target.open; } },
    h("summary", null, t("lobby.options")),
    PROFILES[s.profile] ? optionsEditor(s.profile, ui.opts) : null,
    h("button", {
      type: "button",
      onclick: () => {
        const keys = Object.keys(s.options || PROFILES[s.profile].defaults);
        const opts = Object.fromEntries(keys.filter((k) => k in ui.opts).map((k) => [k, ui.opts[k]]));
        ui.opts = null;
        ctx.act({ type: "options", options: opts });
      },
    }, t("lobby.save_options")));
}

// Everyone else waits for the host, and reads the options.
function waitingCard(ctx, me) {
  const s = ctx.state;
  const host = person(s, s.host);
  return h("section", { class: "card" },
    h("p", { class: "big-line" }, host
      ? t(me ? "lobby.seated_waiting_for" : "lobby.waiting_for", { host: host.name })
      : t(me ? "lobby.seated_waiting" : "lobby.waiting")),
    h("ul", { class: "muted small opt-list" }, describe(s.profile, s.options).map((line) => h("li", null, line))));
}

// A phone's way to the board, to the invite (the host's is at the top) and to how to play.
function boardLinks(ctx, isHost) {
  if (ctx.mode !== "phone") return [];
  const board = () => h("a", { href: `/t/${ctx.code}/board`, target: "_blank", rel: "noopener" }, t("board.open"));
  const parts = [];
  if (!isHost) {
    parts.push(h("details", { class: "card" },
      h("summary", null, t("invite.summary")),
      h("img", { class: "qr small-qr", src: api.qrUrl(ctx.code), alt: t("invite.qr_alt", { code: ctx.code }), width: "220", height: "220", loading: "lazy" }),
      h("p", null, tx("invite.code_line", { code: h("strong", { class: "code-inline" }, ctx.code), link: h("span", { "data-testid": "join-link" }, joinLink(ctx.code)) })),
      h("p", null, board())));
  } else {
    parts.push(h("p", { class: "card" }, tx("board.open_tablet", { link: board() })));
  }
  parts.push(h("section", { class: "card" }, howtoButton(ctx.state.profile)));
  return parts;
}
