// The profiles and their named options as the server offers them (GET /api/profiles, also in
// the page: body data-profiles; docs/API.md), and an editor over them. Nothing here knows a
// profile or an option's values: what may be chosen is what the server accepts.
import { h } from "./dom.js";
import { stepper } from "./controls.js";
import { t, has, wordsForSettings } from "./i18n.js";

function offered() {
  try { return JSON.parse(document.body.dataset.profiles || "[]"); } catch { return []; }
}

// name -> { min_people, max_people, one_card, defaults, options: { key: { kind, min, max, values } } },
// in the order the server lists them. Each profile's name and blurb are in the catalog: profile.<name>, profile.<name>_blurb.
export const PROFILES = Object.fromEntries(offered().map((p) => [p.name, p]));

// A profile's name in the phone's language.
export const profileName = (profile) => (PROFILES[profile] ? t(`profile.${profile}`) : String(profile ?? ""));

// An option's offer, from whichever profile has it (its labels are the same in every profile).
const offerOf = (key) => Object.values(PROFILES).map((p) => p.options[key]).find(Boolean) || null;

// Each option's label is opt.<key> in the catalog, each choice's (or a named number's) opt.<key>.<value>.
const label = (key) => t(`opt.${key}`);
const valueWords = (key, v) => (has(`opt.${key}.${v}`) ? t(`opt.${key}.${v}`) : String(v));

// Keys of `defaults` that differ in `values` (what to send at creation).
export function changed(profile, values) {
  const d = PROFILES[profile].defaults;
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => k in d && d[k] !== v));
}

// Each option as "label: value" in the phone's language (unknown options as they are).
export function describe(profile, options) {
  return Object.entries(options || {}).map(([k, v]) => {
    const offer = offerOf(k);
    if (!offer) return t("opt.pair", { label: k, value: String(v) });
    const shown = offer.kind === "bool" ? t(v ? "common.yes" : "common.no") : valueWords(k, v);
    return t("opt.pair", { label: label(k), value: shown });
  });
}

wordsForSettings((settings) => describe(null, settings));

// An editor over `values` (mutated in place; redraw-proof because it is the caller's object).
// A choice with one allowed value is no choice: not shown.
export function optionsEditor(profile, values) {
  const p = PROFILES[profile];
  const rows = Object.keys(p.defaults).map((key) => {
    const offer = p.options[key];
    const id = `opt-${key}`;
    if (offer.kind === "bool") {
      return h("label", { class: "opt opt-bool", for: id },
        h("span", null, label(key)),
        h("input", { id, type: "checkbox", "data-key": id, checked: !!values[key], onchange: (e) => { values[key] = e.target.checked; } }));
    }
    if (offer.kind === "choice") {
      if (offer.values.length < 2) return null;
      return h("label", { class: "opt", for: id }, h("span", null, label(key)),
        h("select", {
          id, "data-key": id,
          onchange: (e) => { values[key] = offer.values.find((c) => String(c) === e.target.value); },
        }, offer.values.map((c) => h("option", { value: String(c), selected: values[key] === c }, valueWords(key, c)))));
    }
    const st = stepper({ label: label(key), min: offer.min, max: offer.max, key: id, get: () => values[key], set: (v) => { values[key] = v; } });
    return h("div", { class: "opt" }, h("span", null, label(key)), st);
  });
  return h("div", { class: "options" }, rows);
}
