// The three profiles and their named options (../shared/RULES.md), with an editor.
import { h, stepper } from "./dom.js";

export const PROFILES = {
  howell: {
    label: "Howell", people: "4–8 people",
    blurb: "The full game: strings of cards, prophets, expulsion after 30 cards.",
    defaults: { packs: 3, hand_size: 14, first_player: "rank", expulsion_threshold: 30, stock_out: "short", never_dealt_bonus: 0, next_dealer: "left" },
  },
  abbott: {
    label: "Abbott", people: "4–8 people",
    blurb: "Abbott's original: random first player; +10 to anyone who never dealt if the game ends early.",
    defaults: { packs: 3, hand_size: 14, first_player: "random", expulsion_threshold: 30, stock_out: "short", never_dealt_bonus: 10, next_dealer: "left" },
  },
  express: {
    label: "Express", people: "3–8 people",
    blurb: "Quick rounds: one card at a time, no prophets; guess the rule for +6.",
    defaults: { packs: 2, hand_size: 12, first_player: "left", stock_out: "last_card", never_dealt_bonus: 0, hints: false, incorrect_guess_penalty: 0, next_dealer: "left" },
  },
};

const FIELDS = {
  packs: { label: "Packs of 52 cards", min: 1, max: 8 },
  hand_size: { label: "Cards dealt to each player", min: 1, max: 30 },
  first_player: { label: "First player", choices: { rank: "counted by the last starter's rank", random: "drawn at random", left: "the dealer's left" } },
  expulsion_threshold: { label: "Expulsion starts at table card", choices: { 30: "30 (third marker)", 40: "40 (fourth marker)" }, number: true },
  stock_out: { label: "When the stock runs out", choices: { short: "the deal ends when a draw cannot be met", last_card: "the round ends with its last card", add_pack: "a new pack is added" } },
  never_dealt_bonus: { label: "Bonus for never having dealt (early end)", min: 0, max: 100 },
  hints: { label: "Players may buy hints", bool: true },
  incorrect_guess_penalty: { label: "Wrong guess", choices: { 0: "no penalty", 1: "draws 1 card" }, number: true },
  next_dealer: { label: "Next dealer", choices: { left: "the dealer's left", winner: "the round's winner" } },
};

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

export function describe(profile, options) {
  return Object.entries(options || {}).filter(([k]) => FIELDS[k]).map(([k, v]) => {
    const f = FIELDS[k];
    const shown = f.bool ? (v ? "yes" : "no") : f.choices ? (f.choices[v] ?? String(v)) : String(v);
    return `${f.label}: ${shown}`;
  });
}

// An editor over `values` (mutated in place; redraw-proof because it is the caller's object).
export function optionsEditor(profile, values) {
  const only = ONLY[profile] || {};
  const rows = Object.keys(PROFILES[profile].defaults).map((key) => {
    const f = FIELDS[key];
    if (!f) return null;
    const id = `opt-${key}`;
    if (f.bool) {
      return h("label", { class: "opt opt-bool", for: id },
        h("span", null, f.label),
        h("input", { id, type: "checkbox", "data-key": id, checked: !!values[key], onchange: (e) => { values[key] = e.target.checked; } }));
    }
    if (f.choices) {
      const allowed = Object.keys(f.choices).filter((c) => !only[key] || only[key].includes(c));
      if (allowed.length < 2 && !(key === "expulsion_threshold")) return null;
      if (key === "expulsion_threshold" && !allowed.includes(String(values[key]))) allowed.push(String(values[key]));
      return h("label", { class: "opt", for: id }, h("span", null, f.label),
        h("select", {
          id, "data-key": id,
          onchange: (e) => { values[key] = f.number ? Number(e.target.value) : e.target.value; },
        }, allowed.map((c) => h("option", { value: c, selected: String(values[key]) === c }, f.choices[c] || c))));
    }
    const st = stepper({ label: f.label, min: f.min, max: f.max, key: id, get: () => values[key], set: (v) => { values[key] = v; } });
    return h("div", { class: "opt" }, h("span", null, f.label), st.el);
  });
  return h("div", { class: "options" }, rows);
}
