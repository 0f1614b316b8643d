// The lobby: who is here, the seat order, options, start (joining: join.js).
import { h, tx, showBelowHeader } from "../dom.js";
import * as api from "../api.js";
import { app, local, redraw } from "../state.js";
import { seated, person, joinLink, profileName, hosts } from "../view.js";
import { profilesNow, optionsEditor, describe } from "../options.js";
import { inviteCard, loopbackWarning, removeButton, rejoinButton, howtoButton } from "../controls.js";
import { t } from "../i18n.js";

// The seat order the host confirmed, then the start (two actions: the order is the table's too).
async function startWithOrder() {
  const ui = local("lobby");
  const order = ui.order;
  const start = ui.firstDealer ? { type: "start", first_dealer: ui.firstDealer } : { type: "start" };
  ui.order = null;
  ui.startStep = false;
  const now = () => seated(app.state).map((p) => p.id).join(",");
  if (now() !== order.join(",")) {
    await app.act({ type: "seat", order });
    if (now() !== order.join(",")) { redraw(); return; } // refused: the toast said why
  }
  await app.act(start);
}

// The order the host saved ("Save seat order", in this tab, for this game): Start then starts
// at once rather than asking for the same order again.
const SAVED_ORDER = (code) => `eleusis.seat-order.${code}`;

function rememberOrder(order) {
  try { sessionStorage.setItem(SAVED_ORDER(app.code), JSON.stringify({ game: app.state.game ?? 0, order })); } catch { /* private mode: asked again */ }
}

// After "Play again with the same people" the seats are as they were: Start starts at once
// unless the host changes them (or someone new sits down).
function keptFromLastGame(people) {
  const games = app.state.games || [];
  const last = games.length ? games[games.length - 1] : null;
  if (!last || last.number !== (app.state.game ?? 0) - 1) return false;
  const ids = people.map((p) => p.id);
  return last.players.filter((id) => ids.includes(id)).join(",") === ids.join(",");
}

function orderSaved(people) {
  if (keptFromLastGame(people)) return true;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_ORDER(app.code)) || "null");
    return !!saved && saved.game === (app.state.game ?? 0) && saved.order.join(",") === people.map((p) => p.id).join(",");
  } catch { return false; }
}

// Drag a row by its handle to another place in the clockwise order (pointer events: mouse,
// touch and pen alike): the row under the finger takes the dragged one's place in ui.order,
// and the keyed list moves the row itself, so a live state meanwhile draws the same rows.
function dragHandlers(ui) {
  const drop = () => { if (ui.dragging) { ui.dragging = null; redraw(); } };
  return {
    onpointerdown: (e) => {
      const handle = e.target.closest(".drag");
      if (!handle) return;
      ui.dragging = handle.closest("li").dataset.id;
      handle.setPointerCapture(e.pointerId);
      e.preventDefault();
      redraw();
    },
    onpointermove: (e) => {
      if (!ui.dragging) return;
      const over = [...e.currentTarget.children].find((li) => { const r = li.getBoundingClientRect(); return e.clientY >= r.top && e.clientY <= r.bottom; });
      if (!over || over.dataset.id === ui.dragging) return;
      const to = ui.order.indexOf(over.dataset.id);
      ui.order.splice(ui.order.indexOf(ui.dragging), 1);
      ui.order.splice(to, 0, ui.dragging);
      redraw();
    },
    onpointerup: drop,
    onpointercancel: drop,
  };
}

export function lobbyScreen() {
  const v = seating();
  const parts = [];
  if (app.mode === "board") {
    parts.push(loopbackWarning());
    parts.push(inviteCard(true));
  } else if (v.isHost) {
    // The host's phone shows the join QR first: the next thing that happens is people joining.
    parts.push(loopbackWarning());
    parts.push(inviteCard(false));
  }
  parts.push(seatingCard(v));
  if (v.isHost) parts.push(startCard(v), optionsCard());
  else parts.push(waitingCard(v.me));
  parts.push(...boardLinks(v.isHost));
  return parts;
}

// Who is seated, and how far the host's seat order is (ui.order: the ids tapped so far, in order).
function seating() {
  const s = app.state;
  const me = app.me();
  const isHost = hosts(s, me);
  const ui = local("lobby");
  const people = seated(s);
  if (Array.isArray(ui.order)) ui.order = ui.order.filter((id) => person(s, id)); // someone left meanwhile
  const ordering = Array.isArray(ui.order) && isHost;
  return {
    me, isHost, people, ordering,
    complete: ordering && ui.order.length === people.length,
    min: s.min_people,
    max: s.max_people,
  };
}

// Who is here, with the host's seat-order steps.
function seatingCard(v) {
  const s = app.state;
  const ui = local("lobby");
  const { people, ordering, complete, min, max } = v;
  const list = seatList(v);
  return h("section", { class: "card", id: "seating" },
    h("h1", null, app.mode === "board" ? t("lobby.who_is_here") : t("lobby.table", { code: app.code })),
    h("p", { class: "muted" }, t("lobby.seated", { profile: profileName(s.profile), n: people.length, min, max })),
    ordering ? h("p", { class: "hint" }, ui.startStep ? t("seat.check_hint") : t("seat.tap_hint")) : null,
    list,
    ordering ? h("p", { class: "clockwise", "data-testid": "clockwise" }, complete
      ? t("seat.clockwise", { order: [...ui.order, ui.order[0]].map((id) => person(s, id).name).join(" → ") })
      : t("seat.tapped", { n: ui.order.length, total: people.length })) : null,
    v.isHost ? seatOrderButtons(v) : null);
}

// Once everyone has a number the list shows the clockwise order, and rows can be dragged.
function seatList(v) {
  const s = app.state;
  const ui = local("lobby");
  const { me, isHost, ordering, complete } = v;
  const shown = complete ? ui.order.map((id) => person(s, id)) : v.people;
  return h("ol", { class: "people", "aria-label": t("lobby.seated_label"), ...(complete ? dragHandlers(ui) : {}) }, shown.map((p) => {
    const n = ordering ? ui.order.indexOf(p.id) + 1 : 0;
    const label = h("span", { class: "who" },
      h("span", { class: "dot" + (p.connected ? " on" : ""), role: "img", "aria-label": t(p.connected ? "lobby.connected" : "lobby.not_connected") }),
      p.name,
      p.id === s.host ? h("span", { class: "tag" }, t("tag.host")) : null,
      p.id === me ? h("span", { class: "tag me-tag" }, t("tag.you")) : null);
    return h("li", { "data-testid": `person-${p.name}`, "data-id": p.id, class: ui.dragging === p.id ? "dragging" : null },
      complete ? h("span", { class: "drag", title: t("seat.drag_title", { name: p.name }), "aria-hidden": "true", "data-testid": `drag-${p.name}` }, "⠿") : null,
      ordering
        ? h("button", {
          type: "button", class: "pick" + (n ? " picked" : ""), "aria-pressed": String(!!n), "data-key": `pick:${p.id}`,
          onclick: () => {
            const i = ui.order.indexOf(p.id);
            if (i >= 0) ui.order.splice(i, 1); else ui.order.push(p.id);
            redraw();
          },
        }, h("span", { class: "seat-no" }, n ? String(n) : "·"), label)
        : label,
      isHost && !ordering ? rejoinButton(p) : null,
      isHost && !ordering && p.id !== me
        ? removeButton(p)
        : null);
  }));
}

// The host's Set seat order, or while ordering: Save, Clear and Cancel (Back in the start's step).
function seatOrderButtons(v) {
  const ui = local("lobby");
  if (!v.ordering) return h("button", { type: "button", onclick: () => { ui.order = []; redraw(); } }, t("seat.set"));
  return h("div", { class: "row wrap" },
    ui.startStep ? null : h("button", {
      type: "button", class: "primary", disabled: !v.complete,
      onclick: () => { const order = ui.order; ui.order = null; rememberOrder(order); app.act({ type: "seat", order }); },
    }, t("seat.save")),
    ui.order.length ? h("button", { type: "button", onclick: () => { ui.order = []; redraw(); } }, t("seat.clear")) : null,
    h("button", { type: "button", onclick: () => { ui.order = null; ui.startStep = false; redraw(); } }, t(ui.startStep ? "common.back" : "common.cancel")));
}

// The host's start: who deals first, and Start (through the seat order, see startWithOrder).
function startCard(v) {
  const ui = local("lobby");
  const { people, complete, min, max } = v;
  const first = h("select", { id: "first-dealer", "data-key": "first-dealer", onchange: (e) => { ui.firstDealer = e.target.value; } },
    h("option", { value: "" }, t("lobby.first_dealer_random")),
    people.map((p) => h("option", { value: p.id, selected: ui.firstDealer === p.id }, p.name)));
  const enough = people.length >= min && people.length <= max;
  return h("section", { class: "card" },
    h("h2", null, t("lobby.start")),
    h("label", { for: "first-dealer", class: "field" }, h("span", null, t("lobby.first_dealer")), first),
    ui.startStep
      ? h("button", { type: "button", class: "primary big", disabled: !enough || !complete, onclick: () => startWithOrder() }, t("seat.start_with_order"))
      : h("button", {
        type: "button", class: "primary big", disabled: !enough,
        // Turn order follows the seats: the start asks for them first (pre-filled with the current order),
        // from the step's first line, unless the host has just saved this very order.
        onclick: () => {
          ui.order = people.map((p) => p.id);
          if (orderSaved(people)) { startWithOrder(); return; }
          ui.startStep = true;
          redraw();
          showBelowHeader(document.getElementById("seating"));
        },
      }, t("lobby.start_game")),
    enough ? null : h("p", { class: "muted small" }, t("lobby.need_people", { min, max, n: people.length })));
}

// The host's options of the profile, edited in ui.opts until saved.
function optionsCard() {
  const s = app.state;
  const ui = local("lobby");
  const offer = (profilesNow() || {})[s.profile];
  if (!ui.opts) ui.opts = { ...s.options };
  return h("details", { class: "card opts", open: ui.optsOpen || null, ontoggle: (e) => { ui.optsOpen = e.target.open; } },
    h("summary", null, t("lobby.options")),
    offer ? optionsEditor(offer, ui.opts) : h("p", { class: "muted loading" }, t("common.loading")),
    h("button", {
      type: "button",
      onclick: () => {
        const keys = Object.keys(s.options || {});
        const opts = Object.fromEntries(keys.filter((k) => k in ui.opts).map((k) => [k, ui.opts[k]]));
        ui.opts = null;
        app.act({ type: "options", options: opts });
      },
    }, t("lobby.save_options")));
}

// Everyone else waits for the host, and reads the options.
function waitingCard(me) {
  const s = app.state;
  const host = person(s, s.host);
  return h("section", { class: "card" },
    h("p", { class: "big-line" }, host
      ? t(me ? "lobby.seated_waiting_for" : "lobby.waiting_for", { host: host.name })
      : t(me ? "lobby.seated_waiting" : "lobby.waiting")),
    h("ul", { class: "muted small opt-list" }, describe(s.profile, s.options).map((line) => h("li", null, line))));
}

// A phone's way to the board, to the invite (the host's is at the top) and to how to play.
function boardLinks(isHost) {
  if (app.mode !== "phone") return [];
  const board = () => h("a", { href: `/t/${app.code}/board`, target: "_blank", rel: "noopener" }, t("board.open"));
  const parts = [];
  if (!isHost) {
    parts.push(h("details", { class: "card" },
      h("summary", null, t("invite.summary")),
      h("img", { class: "qr small-qr", src: api.qrUrl(app.code), alt: t("invite.qr_alt", { code: app.code }), width: "220", height: "220", loading: "lazy" }),
      h("p", null, tx("invite.code_line", { code: h("strong", { class: "code-inline" }, app.code), link: h("span", { "data-testid": "join-link" }, joinLink(app.code)) })),
      h("p", null, board())));
  } else {
    parts.push(h("p", { class: "card" }, tx("board.open_tablet", { link: board() })));
  }
  parts.push(h("section", { class: "card" }, howtoButton(app.state.profile)));
  return parts;
}
