// The profiles and their named options as the server offers them (GET /api/profiles,
// docs/API.md), read when first needed, and an editor over them. Nothing here knows a profile
// or an option's values: what may be chosen is what the server accepts. Saying a table's options
// needs none of it (each value's words are in the catalog), so a join page never asks.
import { h } from "./dom.js";
import * as api from "./api.js";
import { redraw } from "./state.js";
import { stepper } from "./stepper.js";
import { t, has, wordsForSettings } from "./i18n.js";

let offered = null; // name -> { name, min_people, max_people, one_card, defaults, options }, in the server's order
let asking = null;

function ask() {
  if (!asking) {
    asking = api.getProfiles().then((answer) => {
      offered = Object.fromEntries(answer.profiles.map((p) => [p.name, p]));
      redraw();
      return offered;
    }, () => { asking = null; return {}; }); // offline: asked again by the next draw
  }
  return asking;
}

// The profiles if they are here (else null, and they are asked for: the page draws again when they come).
export function profilesNow() {
  if (!offered) ask();
  return offered;
}

// The profiles, once they are here ({} if the server cannot be reached).
export const loadProfiles = () => ask();


// Each option's label is opt.<key> in the catalog, each choice's (or a named number's) opt.<key>.<value>.
const label = (key) => (has(`opt.${key}`) ? t(`opt.${key}`) : key);
const valueWords = (key, v) => (typeof v === "boolean" ? t(v ? "common.yes" : "common.no")
  : has(`opt.${key}.${v}`) ? t(`opt.${key}.${v}`) : String(v));

// Keys of the profile's defaults that differ in `values` (what to send at creation).
export function changed(offer, values) {
  const d = offer.defaults;
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => k in d && d[k] !== v));
}

// Each option as "label: value" in the phone's language.
export function describe(profile, options) {
  return Object.entries(options || {}).map(([k, v]) => t("opt.pair", { label: label(k), value: valueWords(k, v) }));
}

wordsForSettings((settings) => describe(null, settings));

// An editor of a profile's options (`offer`, from the server) over `values` (mutated in place;
// redraw-proof because it is the caller's object). A choice with one allowed value is no choice: not shown.
export function optionsEditor(offer, values) {
  const rows = Object.keys(offer.defaults).map((key) => {
    const o = offer.options[key];
    const id = `opt-${key}`;
    if (o.kind === "bool") {
      return h("label", { class: "opt opt-bool", for: id },
        h("span", null, label(key)),
        h("input", { id, type: "checkbox", "data-key": id, checked: !!values[key], onchange: (e) => { values[key] = e.target.checked; } }));
    }
    if (o.kind === "choice") {
      if (o.values.length < 2) return null;
      return h("label", { class: "opt", for: id }, h("span", null, label(key)),
        h("select", {
          id, "data-key": id,
          onchange: (e) => { values[key] = o.values.find((c) => String(c) === e.target.value); },
        }, o.values.map((c) => h("option", { value: String(c), selected: values[key] === c }, valueWords(key, c)))));
    }
    const st = stepper({ label: label(key), min: o.min, max: o.max, key: id, get: () => values[key], set: (v) => { values[key] = v; } });
    return h("div", { class: "opt" }, h("span", null, label(key)), st);
  });
  return h("div", { class: "options" }, rows);
}
