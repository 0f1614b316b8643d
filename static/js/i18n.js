// The phone's language: one catalog per language (static/i18n/<language>.json, docs/i18n.md),
// t(key, params) over it, and the platform's grammar (Intl.PluralRules, ListFormat,
// DateTimeFormat, NumberFormat). Only the phone's own catalog is loaded; this module waits
// for it (top-level await), so every screen that imports t() can draw at once.
//
// A message is a whole sentence with {placeholders}, or an object of plural forms
// ({"one": …, "other": …}) chosen by the parameter n. A placeholder may name a format:
// {names} a list ("Ann, Ben and Cy"), {names:or} ("Ann, Ben or Cy"), {names:unit}
// ("Ann, Ben, Cy"), {at:time} (21:39); numbers are written the language's way.

const STORE = "eleusis.lang";
const COOKIE = "eleusis_lang"; // the server reads it to write <html lang> and the page's title
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

let lang = "en";
let messages = {};
const cache = new Map(); // Intl objects of the current language, by kind

// The languages this companion has a catalog for, each in its own words ({"de": "Deutsch", …}),
// as the server found them in static/i18n/.
export function languages() {
  try { return JSON.parse(document.body.dataset.languages || "{}"); } catch { return {}; }
}

// The device's choice if it made one, else the first of the browser's languages we have.
export function chosen() {
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch { /* private mode */ }
  if (stored && TAG.test(stored)) return stored;
  const offered = Object.keys(languages());
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
  for (const want of wanted) {
    const exact = offered.find((l) => l.toLowerCase() === String(want).toLowerCase());
    if (exact) return exact;
    const primary = offered.find((l) => l === String(want).split("-")[0].toLowerCase());
    if (primary) return primary;
  }
  return "en";
}

export function currentLanguage() {
  return lang;
}

async function load(code) {
  const resp = await fetch(`/static/i18n/${encodeURIComponent(code)}.json`);
  if (!resp.ok) throw new Error(`no catalog for ${code}`);
  return resp.json();
}

// Load a language's catalog and make it the one t() reads; English if it has none.
export async function useLanguage(code) {
  try {
    messages = await load(code);
    lang = code;
  } catch {
    if (code !== "en") return useLanguage("en");
    messages = {};
    lang = "en";
  }
  cache.clear();
  document.documentElement.lang = lang;
  return lang;
}

// The device's choice: remembered here and told to the server, then every screen redraws
// (the "languagechange" event on window).
export async function setLanguage(code) {
  try { localStorage.setItem(STORE, code); } catch { /* private mode */ }
  document.cookie = `${COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
  await useLanguage(code);
  window.dispatchEvent(new CustomEvent("languagechange", { detail: lang }));
}

function intl(kind, make) {
  if (!cache.has(kind)) {
    let made;
    try { made = make(lang); } catch { made = make("en"); }
    cache.set(kind, made);
  }
  return cache.get(kind);
}

// A parameter that is an object of settings ({"packs": 2}, a log line's options) is written
// as a list by the function the options module gives: their labels and values in this language.
let settingsWords = (settings) => Object.entries(settings).map(([k, v]) => `${k} = ${v}`);
export function wordsForSettings(fn) {
  settingsWords = fn;
}

const LISTS = { or: { type: "disjunction" }, unit: { type: "unit" }, and: { type: "conjunction" } };

function format(value, how) {
  if (value == null) return t("common.someone");
  if (how === "time") {
    const d = new Date(value);
    return isNaN(d) ? "" : intl("time", (l) => new Intl.DateTimeFormat(l, { hour: "2-digit", minute: "2-digit" })).format(d);
  }
  if (Array.isArray(value)) {
    const kind = LISTS[how] ? how : "and";
    return intl("list-" + kind, (l) => new Intl.ListFormat(l, LISTS[kind])).format(value.map((v) => format(v)));
  }
  if (typeof value === "number") return intl("number", (l) => new Intl.NumberFormat(l, { useGrouping: false })).format(value);
  if (typeof value === "object" && value.nodeType) return value.textContent;
  if (typeof value === "object") return format(settingsWords(value), how);
  return String(value);
}

function message(key, params) {
  let msg = messages[key];
  if (msg == null) return null;
  if (typeof msg === "object") {
    const n = Number(params && params.n);
    const form = intl("plural", (l) => new Intl.PluralRules(l)).select(Number.isFinite(n) ? n : 0);
    msg = msg[form] ?? msg.other;
  }
  return typeof msg === "string" ? msg : null;
}

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

// The sentence `key` in the phone's language; the key itself when the catalog lacks it
// (tests/i18n lists every missing key).
export function t(key, params = {}) {
  const msg = message(key, params);
  if (msg == null) return key;
  return msg.replace(PLACEHOLDER, (_, name, how) => format(params[name], how));
}

// The same sentence as a list of strings and nodes: a parameter that is a DOM node
// (a <code>, a <strong>) keeps its element, wherever the language puts it.
export function tx(key, params = {}) {
  const msg = message(key, params);
  if (msg == null) return [key];
  const out = [];
  let at = 0;
  for (const m of msg.matchAll(PLACEHOLDER)) {
    if (m.index > at) out.push(msg.slice(at, m.index));
    const value = params[m[1]];
    out.push(value && typeof value === "object" && value.nodeType ? value : format(value, m[2]));
    at = m.index + m[0].length;
  }
  if (at < msg.length) out.push(msg.slice(at));
  return out;
}

// Whether the catalog has `key` (an error code the server sent, say).
export function has(key) {
  return messages[key] != null;
}

// An error the server answered, in the phone's language, by its stable code ("not_your_turn");
// the server's own English message for a code this catalog does not know.
export function errorText(err) {
  const code = err && err.code;
  if (code && has(`error.${code}`)) return t(`error.${code}`, err);
  if (code && /^http_\d+$/.test(code)) return t("error.http", { status: err.status });
  return (err && err.message) || t("toast.unreachable");
}

// Sentences the core sent as keys with parameters ({"key": "log.join", "name": "Ben"}), one after the other.
export function say(sentences) {
  return (sentences || []).map((s) => t(s.key, s)).join(" ");
}

// A time of day the phone's way ("21:39", "9:39 PM").
export function time(at) {
  return format(at, "time");
}

// A select of every language, each in its own words; the choice is remembered on the device.
export function languagePicker(id = "language") {
  const label = document.createElement("label");
  label.className = "field lang-field";
  label.htmlFor = id;
  const words = document.createElement("span");
  words.textContent = t("common.language");
  const select = document.createElement("select");
  select.id = id;
  select.dataset.key = id;
  select.dataset.testid = "language";
  const all = languages();
  if (!(lang in all)) all[lang] = lang;
  for (const [code, own] of Object.entries(all)) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = own;
    option.selected = code === lang;
    select.append(option);
  }
  select.addEventListener("change", () => setLanguage(select.value));
  label.append(words, select);
  return label;
}

// The words of the page around the app (templates/app.html), in the phone's language.
export function labelPage(title) {
  document.title = title;
  const skip = document.querySelector(".skip");
  if (skip) skip.textContent = t("page.skip");
  const brand = document.querySelector(".brand");
  if (brand) brand.setAttribute("aria-label", t("page.brand"));
}

await useLanguage(chosen());
