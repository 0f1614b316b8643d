// How to play, a short page per profile in the words of docs/rules.md: what to deal, where
// wrong cards go, markers, what the dealer taps. A dialog over any page (the start page, the
// lobby, My seat), loaded only when its button is tapped (help.js).
import { h, openDialog } from "../dom.js";
import { t } from "../i18n.js";
import { PROFILES, profileName } from "../options.js";

// Each page's paragraphs (howto.<key>); Abbott plays as Howell but for who begins and the bonus.
const PAGES = {
  howell: { intro: "howell_intro", deal: "howell_deal", wrong: "howell_wrong", markers: "howell_markers", dealer: "howell_dealer" },
  abbott: { intro: "abbott_intro", deal: "abbott_deal", wrong: "howell_wrong", markers: "howell_markers", dealer: "abbott_dealer" },
  express: { intro: "express_intro", deal: "express_deal", wrong: "express_wrong", markers: "express_markers", dealer: "express_dealer" },
};

function page(profile) {
  const p = PAGES[profile] || PAGES.howell;
  return h("div", { class: "howto-page", "data-testid": `howto-${profile}` },
    h("p", { class: "howto-intro" }, t(`howto.${p.intro}`)),
    ["deal", "wrong", "markers", "dealer"].map((part) => [
      h("h3", null, t(`howto.head_${part}`)),
      h("p", null, t(`howto.${p[part]}`)),
    ]),
    h("p", { class: "muted small" }, t("howto.cards_stay")));
}

export function openHowto(profile) {
  let shown = PAGES[profile] ? profile : "howell";
  const body = h("div", { class: "howto-body" });
  const tabs = h("div", { class: "howto-tabs", role: "group", "aria-label": t("howto.profiles") });
  const title = h("h2", { id: "howto-title" });
  const draw = () => {
    title.textContent = t("howto.title", { profile: profileName(shown) });
    tabs.replaceChildren(...Object.keys(PROFILES).map((key) => h("button", {
      type: "button", class: "small", "aria-pressed": String(key === shown),
      onclick: () => { shown = key; draw(); },
    }, profileName(key))));
    body.replaceChildren(page(shown));
  };
  draw();
  openDialog({ id: "howto-dialog", class: "rejoin-dialog howto-dialog", "aria-labelledby": "howto-title", "data-testid": "howto-dialog" },
    title, tabs, body);
}
