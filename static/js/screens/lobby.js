// Joining a table, and the lobby: who is here, the seat order, options, start.
import { h, toast, confirmButton } from "../dom.js";
import * as api from "../api.js";
import { seated, person, joinLink, loopbackOnly } from "../view.js";
import { PROFILES, optionsEditor, describe } from "../options.js";
import { rejoinButton } from "./rejoin.js";

// Phones cannot open a server that listens on 127.0.0.1 only: say so, and how to fix it.
export function loopbackWarning() {
  const host = loopbackOnly();
  if (!host) return null;
  return h("section", { class: "card warn-card", "data-testid": "loopback-warning", role: "note" },
    h("h2", null, "Phones cannot reach this companion yet"),
    h("p", null, `It listens on ${host} only, an address that exists on this computer alone.`),
    h("p", null, "Restart it listening on the network: ", h("code", null, "companion serve ", h("span", { class: "nowrap" }, "--host 0.0.0.0")),
      " (or set ", h("code", { class: "nowrap" }, "COMPANION_HOST=0.0.0.0"), "), and keep phones on the same Wi-Fi. Behind a proxy, give its address with ",
      h("code", { class: "nowrap" }, "--public-url"), "."));
}

function inviteCard(ctx, big) {
  const link = joinLink(ctx.code);
  return h("section", { class: "card invite" + (big ? " join-big" : ""), "aria-label": "Invite" },
    h("img", { class: "qr" + (big ? "" : " small-qr"), src: api.qrUrl(ctx.code), alt: `QR code to join table ${ctx.code}`, width: big ? "320" : "220", height: big ? "320" : "220" }),
    h("div", null,
      h("p", { class: "muted" }, "Scan to join, or open"),
      // a line may break after a slash (never inside the code)
      h("p", { class: "url", "data-testid": "join-link" }, link.replace(/^https?:\/\//, "").split("/").map((x, i) => (i ? ["/", h("wbr"), x] : x))),
      h("p", { class: "muted" }, "and type the code"),
      h("p", { class: "code", "data-testid": "table-code" }, ctx.code)));
}

export function joinScreen(ctx) {
  const s = ctx.state;
  const ui = ctx.ui;
  const input = h("input", {
    id: "join-name", "data-key": "join-name", autocomplete: "nickname", maxlength: "40", required: true,
    value: ui.joinName ?? (localStorage.getItem("eleusis.name") || ""), placeholder: "e.g. Ben",
    oninput: (e) => { ui.joinName = e.target.value; },
  });
  const host = person(s, s.host);
  if (s.phase !== "lobby") {
    return h("section", { class: "card" },
      h("h1", null, "This game has started"),
      h("p", null, "New people cannot join now. If you had a seat, ask the host for your rejoin QR (My seat, on their phone), or open the rejoin link from your old phone. The dealer can also enter your turns."),
      h("a", { class: "button", href: `/t/${ctx.code}/board` }, "Watch the big screen"));
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
        toast(err.message || "Could not reach the companion.", "error");
        btn.disabled = false;
      }
    },
  },
    h("h1", { id: "join-title" }, `Join ${host ? host.name + "'s" : "the"} table`),
    h("p", { class: "muted" }, `${PROFILES[s.profile] ? PROFILES[s.profile].label : s.profile} · ${s.people.length} seated: ${s.people.map((p) => p.name).join(", ")}`),
    h("label", { for: "join-name", class: "field" }, h("span", null, "Your name"), input),
    h("button", { type: "submit", class: "primary big" }, "Take a seat"));
  return form;
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
  const s = ctx.state;
  const me = ctx.me();
  const isHost = !!me && s.host === me;
  const ui = ctx.ui;
  const people = seated(s);
  const min = s.min_people ?? (s.profile === "express" ? 3 : 4);
  const max = s.max_people ?? 8;
  if (Array.isArray(ui.order)) ui.order = ui.order.filter((id) => person(s, id)); // someone left meanwhile
  const ordering = Array.isArray(ui.order) && isHost;
  const complete = ordering && ui.order.length === people.length;

  // Once everyone has a number the list shows the clockwise order, and rows can be dragged.
  const shown = complete ? ui.order.map((id) => person(s, id)) : people;
  const list = h("ol", { class: "people", "aria-label": "Seated, clockwise" }, shown.map((p) => {
    const n = ordering ? ui.order.indexOf(p.id) + 1 : 0;
    const label = h("span", { class: "who" },
      h("span", { class: "dot" + (p.connected ? " on" : ""), role: "img", "aria-label": p.connected ? "connected" : "not connected" }),
      p.name,
      p.id === s.host ? h("span", { class: "tag" }, "host") : null,
      p.id === me ? h("span", { class: "tag me-tag" }, "you") : null);
    return h("li", { "data-testid": `person-${p.name}`, "data-id": p.id },
      complete ? h("span", { class: "drag", title: `Drag ${p.name} to another seat`, "aria-hidden": "true", "data-testid": `drag-${p.name}` }, "⠿") : null,
      ordering
        ? h("button", {
          type: "button", class: "pick" + (n ? " picked" : ""), "aria-pressed": String(!!n),
          onclick: () => {
            const i = ui.order.indexOf(p.id);
            if (i >= 0) ui.order.splice(i, 1); else ui.order.push(p.id);
            ctx.render();
          },
        }, h("span", { class: "seat-no" }, n ? String(n) : "·"), label)
        : label,
      isHost && !ordering ? rejoinButton(ctx, p) : null,
      isHost && !ordering && p.id !== me
        ? confirmButton("Remove", `Remove ${p.name}?`, () => ctx.act({ type: "kick", player: p.id }), { class: "small danger", "aria-label": `Remove ${p.name}` })
        : null);
  }));

  const parts = [];
  if (ctx.mode === "board") {
    parts.push(loopbackWarning());
    parts.push(inviteCard(ctx, true));
  } else if (isHost) {
    // The host's phone shows the join QR first: the next thing that happens is people joining.
    parts.push(loopbackWarning());
    parts.push(inviteCard(ctx, false));
  }

  if (complete) dragToReorder(list, ui, ctx);
  const head = h("section", { class: "card" },
    h("h1", null, ctx.mode === "board" ? "Who is here" : `Table ${ctx.code}`),
    h("p", { class: "muted" }, `${PROFILES[s.profile] ? PROFILES[s.profile].label : s.profile} · ${people.length} seated (${min}–${max} people to play)`),
    ordering ? h("p", { class: "hint" }, ui.startStep
      ? "Turns go clockwise from the dealer's left: check that the list goes round the table clockwise. Drag a name by its ⠿ handle, or tap Clear, then everyone in clockwise order."
      : "Tap everyone in clockwise order, starting anywhere.") : null,
    list,
    ordering ? h("p", { class: "clockwise", "data-testid": "clockwise" }, complete
      ? `Clockwise: ${ui.order.map((id) => person(s, id).name).join(" → ")} → ${person(s, ui.order[0]).name}`
      : `${ui.order.length} of ${people.length} tapped`) : null);
  parts.push(head);

  if (isHost) {
    if (ordering) {
      head.append(h("div", { class: "row wrap" },
        ui.startStep ? null : h("button", {
          type: "button", class: "primary", disabled: !complete,
          onclick: () => { const order = ui.order; ui.order = null; ctx.act({ type: "seat", order }); },
        }, "Save seat order"),
        ui.order.length ? h("button", { type: "button", onclick: () => { ui.order = []; ctx.render(); } }, "Clear") : null,
        h("button", { type: "button", onclick: () => { ui.order = null; ui.startStep = false; ctx.render(); } }, ui.startStep ? "Back" : "Cancel")));
    } else {
      head.append(h("button", { type: "button", onclick: () => { ui.order = []; ctx.render(); } }, "Set seat order"));
    }
    const first = h("select", { id: "first-dealer", "data-key": "first-dealer", onchange: (e) => { ui.firstDealer = e.target.value; } },
      h("option", { value: "" }, "drawn at random by the companion"),
      people.map((p) => h("option", { value: p.id, selected: ui.firstDealer === p.id }, p.name)));
    const enough = people.length >= min && people.length <= max;
    parts.push(h("section", { class: "card" },
      h("h2", null, "Start"),
      h("label", { for: "first-dealer", class: "field" }, h("span", null, "First dealer"), first),
      ui.startStep
        ? h("button", { type: "button", class: "primary big", disabled: !enough || !complete, onclick: () => startWithOrder(ctx) }, "Start with this seat order")
        : h("button", {
          type: "button", class: "primary big", disabled: !enough,
          // Turn order follows the seats: the start asks for them first (pre-filled with the current order).
          onclick: () => { ui.order = people.map((p) => p.id); ui.startStep = true; ctx.render(); },
        }, "Start the game"),
      enough ? null : h("p", { class: "muted small" }, `${min}–${max} people are needed; ${people.length} seated.`)));
    if (!ui.opts) ui.opts = { ...(PROFILES[s.profile] ? PROFILES[s.profile].defaults : {}), ...s.options };
    parts.push(h("details", { class: "card opts", open: ui.optsOpen || null, ontoggle: (e) => { ui.optsOpen = e.target.open; } },
      h("summary", null, "Options"),
      PROFILES[s.profile] ? optionsEditor(s.profile, ui.opts) : null,
      h("button", {
        type: "button",
        onclick: () => {
          const keys = Object.keys(s.options || PROFILES[s.profile].defaults);
          const opts = Object.fromEntries(keys.filter((k) => k in ui.opts).map((k) => [k, ui.opts[k]]));
          ui.opts = null;
          ctx.act({ type: "options", options: opts });
        },
      }, "Save options")));
  } else {
    const host = person(s, s.host);
    parts.push(h("section", { class: "card" },
      h("p", { class: "big-line" }, me ? `You are seated. Waiting for ${host ? host.name : "the host"} to start.` : `Waiting for ${host ? host.name : "the host"} to start.`),
      h("ul", { class: "muted small opt-list" }, describe(s.profile, s.options).map((t) => h("li", null, t)))));
  }

  if (ctx.mode === "phone" && !isHost) {
    parts.push(h("details", { class: "card" },
      h("summary", null, "Invite: QR code and link"),
      h("img", { class: "qr small-qr", src: api.qrUrl(ctx.code), alt: `QR code to join table ${ctx.code}`, width: "220", height: "220", loading: "lazy" }),
      h("p", null, "Code ", h("strong", { class: "code-inline" }, ctx.code), " · ", h("span", { "data-testid": "join-link" }, joinLink(ctx.code))),
      h("p", null, h("a", { href: `/t/${ctx.code}/board`, target: "_blank", rel: "noopener" }, "Open the big screen"))));
  } else if (ctx.mode === "phone") {
    parts.push(h("p", { class: "card" }, h("a", { href: `/t/${ctx.code}/board`, target: "_blank", rel: "noopener" }, "Open the big screen"), " on a tablet or TV for everyone to see."));
  }
  return parts;
}
