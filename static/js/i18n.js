// The phone's language: one Fluent catalog per language (static/i18n/<language>.ftl, docs/i18n.md),
// rendered by @fluent/bundle (static/vendor/fluent-bundle/), which picks plurals by
// Intl.PluralRules; t(key, params) over it. Only the phone's own catalog is loaded; this module
// waits for it (top-level await), so every screen that imports t() can draw at once.
//
// Keys are the dotted ones the pages and the core name ("lobby.start"); Fluent ids cannot hold a
// dot, so the file says lobby-start. A parameter that is a list is written by Intl.ListFormat
// ({ $names } "Ann, Ben and Cy", { LIST($names, type: "or") }, { LIST($order, type: "unit") });
// numbers the language's way, without grouping; nothing (null) is common.someone.

import { FluentBundle, FluentResource, FluentType, FluentNumber } from "../vendor/fluent-bundle/index.js";

const STORE = "eleusis.lang";
const COOKIE = "eleusis_lang"; // the server reads it to write <html lang> and the page's title
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

let lang = "en";
let bundle = new FluentBundle("en");
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

// The preloaded catalog from the cache (WebKit would ask again).
async function resource(url) {
  const preloaded = document.querySelector(`link[rel="preload"][href="${url}"]`);
  const resp = await fetch(url, preloaded ? { cache: "force-cache" } : {});
  if (!resp.ok) throw new Error(`no catalog at ${url}`);
  return new FluentResource(await resp.text());
}

async function load(code) {
  const made = new FluentBundle(code, { useIsolating: false, functions: { LIST: listOf } });
  made.addResource(await resource(`/static/i18n/${encodeURIComponent(code)}.ftl`));
  return made;
}

// The catalog comes in two files: static/i18n/<language>.ftl, what the join page's first load
// draws, and static/i18n/later/<language>.ftl, what the screens loaded later draw (docs/i18n.md,
// "Page weight"). more() loads the second into the current language (once; again after a change
// of language); the start page and the board wait for it at boot, the screens a seated phone
// loads later wait for it, and a key t() misses before it came asks for it too, then every
// screen redraws.
let wanted = false;
let laterPart = null; // its promise, once asked for
let laterHere = false; // whether it came
let missed = false; // whether a key was missed before it came

export function more() {
  wanted = true;
  if (!laterPart) {
    const target = bundle;
    laterPart = resource(`/static/i18n/later/${encodeURIComponent(lang)}.ftl`)
      .then((res) => {
        target.addResource(res);
        if (target === bundle) laterHere = true;
        if (missed && target === bundle) {
          missed = false;
          window.dispatchEvent(new CustomEvent("languagechange", { detail: lang }));
        }
      })
      .catch(() => { if (target === bundle) laterPart = null; }); // offline: asked again
  }
  return laterPart;
}

// Load a language's catalog and make it the one t() reads; English if it has none.
export async function useLanguage(code) {
  try {
    bundle = await load(code);
    lang = code;
  } catch {
    if (code !== "en") return useLanguage("en");
    bundle = new FluentBundle("en");
    lang = "en";
  }
  cache.clear();
  laterPart = null;
  laterHere = false;
  if (wanted) await more();
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

const LISTS = { or: "disjunction", unit: "unit", and: "conjunction" };

// A list parameter, which @fluent/bundle would refuse as a value: written by Intl.ListFormat.
class FluentList extends FluentType {
  constructor(items, type = "conjunction") {
    super(items);
    this.type = type;
  }

  toString() {
    return intl("list-" + this.type, (l) => new Intl.ListFormat(l, { type: this.type })).format(this.value);
  }
}

// LIST($names, type: "or"): the catalog's way to say which kind of list.
function listOf([value], { type }) {
  const items = value instanceof FluentList ? value.value : [String(value)];
  return new FluentList(items, LISTS[type] || "conjunction");
}

// A parameter as the catalog reads it.
function arg(value, name) {
  if (value == null) return t("common.someone");
  if (typeof value === "number") return new FluentNumber(value, { useGrouping: false });
  if (name === "n" && typeof value === "string" && value.trim() && Number.isFinite(Number(value))) {
    return new FluentNumber(Number(value), { useGrouping: false });
  }
  if (Array.isArray(value)) return new FluentList(value.map(plain));
  if (typeof value === "object" && value.nodeType) return value.textContent;
  if (typeof value === "object") return new FluentList(settingsWords(value).map(String));
  return String(value);
}

// A list's item as text.
function plain(value) {
  if (value == null) return t("common.someone");
  if (typeof value === "number") return intl("number", (l) => new Intl.NumberFormat(l, { useGrouping: false })).format(value);
  if (typeof value === "object" && value.nodeType) return value.textContent;
  return String(value);
}

function message(key) {
  const msg = bundle.getMessage(key.replaceAll(".", "-"));
  if (msg && msg.value) return msg.value;
  if (!laterHere) {
    missed = true;
    more();
  }
  return null;
}

function format(pattern, params) {
  const args = {};
  for (const [k, v] of Object.entries(params || {})) args[k] = arg(v, k);
  return bundle.formatPattern(pattern, args, []); // errors (a parameter missing) are not thrown
}

// The sentence `key` in the phone's language; the key itself when the catalog lacks it
// (tests/i18n lists every missing key).
export function t(key, params = {}) {
  const pattern = message(key);
  return pattern == null ? key : format(pattern, params);
}

// Whether the catalog has `key` (an error code the server sent, say).
export function has(key) {
  return message(key) != null;
}

// An error the server answered, in the phone's language, by its stable code ("not_your_turn");
// the server's own English message for a code this catalog does not know.
export function errorText(err) {
  const code = err && err.code;
  if (code && has(`error.${code}`)) return t(`error.${code}`, err);
  if (code && !laterHere) more(); // a refusal met only at a seat: its words are in the later part
  if (code && /^http_\d+$/.test(code)) return t("error.http", { status: err.status });
  return (err && err.message) || t("toast.unreachable");
}

// Sentences the core sent as keys with parameters ({"key": "log.join", "name": "Ben"}), one after the other.
export function say(sentences) {
  return (sentences || []).map((s) => t(s.key, s)).join(" ");
}

// A time of day the phone's way ("21:39", "9:39 PM").
export function time(at) {
  if (at == null) return t("common.someone");
  const d = new Date(at);
  return isNaN(d) ? "" : intl("time", (l) => new Intl.DateTimeFormat(l, { hour: "2-digit", minute: "2-digit" })).format(d);
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
if (document.body.dataset.mode !== "phone") await more(); // the start page and the board: no join page
