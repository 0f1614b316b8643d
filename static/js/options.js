// The three profiles and their named options (../shared/RULES.md), with an editor.
import { h, stepper } from "./dom.js";
import { t, wordsForSettings } from "./i18n.js";

// Each profile's name, people and blurb are in the catalog: profile.<key>, profile.<key>_blurb.
export const PROFILES = {
  howell: {
    people: [4, 8],
    defaults: { packs: 3, hand_size: 14, first_player: "rank", expulsion_threshold: 30, stock_out: "short", never_dealt_bonus: 0, next_dealer: "left" },
  },
  abbott: {
    people: [4, 8],
    defaults: { packs: 3, hand_size: 14, first_player: "random", expulsion_threshold: 30, stock_out: "short", never_dealt_bonus: 10, next_dealer: "left" },
  },
  express: {
    people: [3, 8],
    defaults: { packs: 2, hand_size: 12, first_player: "left", stock_out: "last_card", never_dealt_bonus: 0, hints: false, incorrect_guess_penalty: 0, next_dealer: "left" },
  },
};

// A profile's name in the phone's language.
export const profileName = (profile) => (PROFILES[profile] ? t(`profile.${profile}`) : String(profile ?? ""));

// Each option's label is opt.<key> in the catalog, each choice's opt.<key>.<choice>.
const FIELDS = {
  packs: { min: 1, max: 8 },
  hand_size: { min: 1, max: 30 },
  first_player: { choices: ["rank", "random", "left"] },
  expulsion_threshold: { choices: ["30", "40"], number: true },
  stock_out: { choices: ["short", "last_card", "add_pack"] },
  never_dealt_bonus: { min: 0, max: 100 },
  hints: { bool: true },
  incorrect_guess_penalty: { choices: ["0", "1"], number: true },
  next_dealer: { choices: ["left", "winner"] },
};
const label = (key) => t(`opt.${key}`);
const choice = (key, c) => (FIELDS[key].choices.includes(String(c)) ? t(`opt.${key}.${c}`) : String(c));

const ONLY = {
  howell: { stock_out: ["short"], next_dealer: ["left"] },
  abbott: { stock_out: ["short"], next_dealer: ["left"] },
  express: { stock_out: ["last_card", "add_pack"] },
};

// Keys of `defaults` that differ in `values` (what to send at creation).
export function changed(profile, values) {
  const d = PROFILES[profile].defaults;
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => k in d && d[k] !== v));
}

// Each option as "label: value" in the phone's language (unknown options as they are).
export function describe(profile, options) {
  return Object.entries(options || {}).map(([k, v]) => {
    const f = FIELDS[k];
    if (!f) return t("opt.pair", { label: k, value: String(v) });
    const shown = f.bool ? t(v ? "common.yes" : "common.no") : f.choices ? choice(k, v) : v;
    return t("opt.pair", { label: label(k), value: shown });
  });
}

wordsForSettings((settings) => describe(null, settings));

// An editor over `values` (mutated in place; redraw-proof because it is the caller's object).
export function optionsEditor(profile, values) {
  const only = ONLY[profile] || {};
  const rows = Object.keys(PROFILES[profile].defaults).map((key) => {
    const f = FIELDS[key];
    if (!f) return null;
    const id = `opt-${key}`;
    if (f.bool) {
      return h("label", { class: "opt opt-bool", for: id },
        h("span", null, label(key)),
        h("input", { id, type: "checkbox", "data-key": id, checked: !!values[key], onchange: (e) => { values[key] = e.target.checked; } }));
    }
    if (f.choices) {
      const allowed = f.choices.filter((c) => !only[key] || only[key].includes(c));
      if (allowed.length < 2 && !(key === "expulsion_threshold")) return null;
      if (key === "expulsion_threshold" && !allowed.includes(String(values[key]))) allowed.push(String(values[key]));
      return h("label", { class: "opt", for: id }, h("span", null, label(key)),
        h("select", {
          id, "data-key": id,
          onchange: (e) => { values[key] = f.number ? Number(e.target.value) : e.target.value; },
        }, allowed.map((c) => h("option", { value: c, selected: String(values[key]) === c }, choice(key, c)))));
    }
    const st = stepper({ label: label(key), min: f.min, max: f.max, key: id, get: () => values[key], set: (v) => { values[key] = v; } });
    return h("div", { class: "opt" }, h("span", null, label(key)), st.el);
  });
  return h("div", { class: "options" }, rows);
}
