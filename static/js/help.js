// The "How to play" button of the start page, the lobby and My seat. The pages themselves
// (screens/howto.js, and the catalog's later part with their long texts) load only when it is
// tapped: the join page stays light.
import { h } from "./dom.js";
import { t, more } from "./i18n.js";

export function howtoButton(profile, props = {}) {
  return h("button", {
    type: "button", "data-testid": "howto-open", ...props,
    onclick: () => Promise.all([import("./screens/howto.js"), more()])
      .then(([m]) => m.openHowto(typeof profile === "function" ? profile() : profile)),
  }, t("howto.button"));
}
