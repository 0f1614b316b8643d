// How to play, a short page per profile in the words of docs/rules.md: what to deal, where
// wrong cards go, markers, what the dealer taps. A dialog over any page (the start page, the
// lobby, My seat), loaded only when its button is tapped (controls.js, howtoButton).
import { h, openDialog } from "./dom.js";
import { t, has } from "./i18n.js";
import { loadProfiles } from "./options.js";
import { profileName } from "./view.js";

// Each page's paragraphs are howto.<profile>_<part>; a profile that plays a part as the first
// profile does (the catalog has no paragraph of its own for it) reads the first profile's.
let PROFILES = {};

function paragraph(profile, part) {
  const own = `howto.${profile}_${part}`;
  return t(has(own) ? own : `howto.${Object.keys(PROFILES)[0]}_${part}`);
}

function page(profile) {
  return h("div", { class: "howto-page", "data-testid": `howto-${profile}` },
    h("p", { class: "howto-intro" }, paragraph(profile, "intro")),
    ["deal", "wrong", "markers", "dealer"].map((part) => [
      h("h3", null, t(`howto.head_${part}`)),
      h("p", null, paragraph(profile, part)),
    ]),
    h("p", { class: "muted small" }, t("howto.cards_stay")));
}

export async function openHowto(profile) {
  PROFILES = await loadProfiles();
  let shown = PROFILES[profile] ? profile : Object.keys(PROFILES)[0];
  const redraw = openDialog({ id: "howto-dialog", class: "rejoin-dialog howto-dialog", "aria-labelledby": "howto-title", "data-testid": "howto-dialog" }, () => [
    h("h2", { id: "howto-title" }, t("howto.title", { profile: profileName(shown) })),
    h("div", { class: "howto-tabs", role: "group", "aria-label": t("howto.profiles") }, Object.keys(PROFILES).map((key) => h("button", {
      type: "button", class: "small", "aria-pressed": String(key === shown),
      onclick: () => { shown = key; redraw(); },
    }, profileName(key)))),
    h("div", { class: "howto-body" }, page(shown))]);
}
