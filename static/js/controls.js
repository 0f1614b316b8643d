// The controls more than one screen draws: the two-tap button and those built on it (Undo,
// Remove), the invite card, the language picker, the how-to-play and rejoin
// buttons, the loopback warning. Screens import these, never each other.
import { h, tx, toast } from "./dom.js";
import * as api from "./api.js";
import { app, local, redraw } from "./state.js";
import { joinLink, loopbackOnly } from "./view.js";
import { t, say, languages, currentLanguage, setLanguage, more } from "./i18n.js";

// A button that needs a second tap within 4 s (no native confirm(): it blocks and is easy to
// dismiss by accident at a noisy table). Which buttons are armed is screen state, keyed by the
// confirming label (it names what is confirmed), so a redraw between the taps draws the same
// button armed; the button is the same node, so a finger on it keeps its tap. A second tap
// that finds its target gone (another label armed and no longer shown) says so.
const ARMED_FOR = 4000;

export function confirmButton(label, confirmLabel, onConfirm, props = {}) {
  const armed = local("twotap");
  const key = confirmLabel;
  const on = (armed[key] || 0) > Date.now();
  return h("button", {
    type: "button", ...props, "data-key": "confirm:" + key, class: [props.class, on ? "armed" : null].filter(Boolean).join(" ") || null,
    onclick: () => {
      if ((armed[key] || 0) > Date.now()) {
        delete armed[key];
        redraw();
        onConfirm();
        return;
      }
      const shown = new Set([...document.querySelectorAll("[data-key^='confirm:']")].map((el) => el.dataset.key.slice(8)));
      let lost = false;
      for (const [k, until] of Object.entries(armed)) {
        if (until > Date.now() && !shown.has(k)) lost = true;
        if (until <= Date.now() || !shown.has(k)) delete armed[k];
      }
      armed[key] = Date.now() + ARMED_FOR;
      setTimeout(redraw, ARMED_FOR + 10);
      redraw();
      if (lost) toast(t("twotap.changed", { what: confirmLabel }), "error");
    },
  }, on ? confirmLabel : label);
}

// The dealer's or the host's Undo of the last action, named by what it undoes.
export function undoButton(s) {
  return h("section", { class: "card undo", key: "undo" },
    confirmButton(t("undo.button", { what: say(s.undo.says) }), t("undo.confirm", { what: say(s.undo.says) }), () => app.act({ type: "undo" }), { class: "undo-btn" }));
}

// The host's Remove for p (two taps: armed, then confirmed): in the lobby and between deals.
export function removeButton(p) {
  return confirmButton(t("lobby.remove"), t("lobby.remove_confirm", { name: p.name }),
    () => app.act({ type: "kick", player: p.id }), { class: "small danger", "aria-label": t("lobby.remove_label", { name: p.name }) });
}

// The join QR, the link and the code; with a title, the card that invites latecomers.
export function inviteCard(big, title = null) {
  const link = joinLink(app.code);
  return h("section", { class: "card invite" + (big ? " join-big" : "") + (title ? " late-invite-card" : ""), "aria-label": t("invite.label"), key: "invite" },
    title ? h("h2", { class: "late-title" }, title) : null,
    h("img", { class: "qr" + (big ? "" : " small-qr"), src: api.qrUrl(app.code), alt: t("invite.qr_alt", { code: app.code }), width: big ? "320" : "220", height: big ? "320" : "220" }),
    h("div", null,
      h("p", { class: "muted" }, t("invite.scan")),
      // a line may break after a slash (never inside the code)
      h("p", { class: "url", "data-testid": "join-link" }, link.replace(/^https?:\/\//, "").split("/").map((x, i) => (i ? ["/", h("wbr"), x] : x))),
      h("p", { class: "muted" }, t("invite.type_code")),
      h("p", { class: "code", "data-testid": "table-code" }, app.code)));
}

// Phones cannot open a server that listens on 127.0.0.1 only: say so, and how to fix it.
export function loopbackWarning() {
  const host = loopbackOnly();
  if (!host) return null;
  return h("section", { class: "card warn-card", "data-testid": "loopback-warning", role: "note", key: "loopback" },
    h("h2", null, t("loopback.title")),
    h("p", null, t("loopback.listens", { host })),
    h("p", null, tx("loopback.fix", {
      command: h("code", null, "companion serve ", h("span", { class: "nowrap" }, "--host 0.0.0.0")),
      variable: h("code", { class: "nowrap" }, "COMPANION_HOST=0.0.0.0"),
      option: h("code", { class: "nowrap" }, "--public-url"),
    })));
}

// Every language, each in its own words (the catalog's own name for it).
export function offered() {
  const all = languages();
  const lang = currentLanguage();
  if (!(lang in all)) all[lang] = lang;
  return Object.entries(all);
}

// A select of every language; the choice is remembered on the device.
export function languagePicker(id = "language") {
  const lang = currentLanguage();
  return h("label", { class: "field lang-field", for: id },
    h("span", null, t("common.language")),
    h("select", { id, "data-key": id, "data-testid": "language", onchange: (e) => setLanguage(e.target.value) },
      offered().map(([code, own]) => h("option", { value: code, lang: code, selected: code === lang }, own))));
}

// How to play: its pages (howto.js, long texts) load only when it is tapped: the join page stays light.
export function howtoButton(profile, props = {}) {
  return h("button", {
    type: "button", "data-testid": "howto-open", ...props,
    onclick: () => Promise.all([import("./howto.js"), more()]).then(([m]) => m.openHowto(typeof profile === "function" ? profile() : profile)),
  }, t("howto.button"));
}

// The host's per-seat rejoin QR: a new token for a phone that lost its seat (the old one stops
// working). What the tap does (rejoin.js, with its dialog) loads when it is tapped.
export function rejoinButton(p) {
  return h("button", {
    type: "button", class: "small", "aria-label": t("rejoin.title", { name: p.name }),
    onclick: (e) => { const btn = e.currentTarget; Promise.all([import("./rejoin.js"), more()]).then(([m]) => m.rejoin(p, btn), () => toast(t("toast.unreachable"), "error")); },
  }, t("rejoin.button"));
}
