// The seam over lit-html (static/vendor/lit-html/README.md): screens describe what they show
// with h(tag, props, ...kids) and svg(...), and draw() patches the page to it: a node that is
// there already stays (its focus, its caret, a finger on it), only what changed is written.
// Lit's own parts touched here: an element directive (props: attributes, properties, events,
// diffed against the last draw), `repeat` for lists whose items carry keys, `unsafeStatic` for
// the tag (always a literal of our code, never a value from the table). Also the toast.
import { render, nothing, noChange } from "../vendor/lit-html/lit-html.js";
import { html, svg as svgTemplate, unsafeStatic } from "../vendor/lit-html/static.js";
import { directive, Directive } from "../vendor/lit-html/directive.js";
import { repeat } from "../vendor/lit-html/directives/repeat.js";
import { t, time } from "./i18n.js";

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"]);
const PROPERTIES = new Set(["value", "checked", "disabled", "selected"]);
const tags = new Map();
const tag = (name) => { if (!tags.has(name)) tags.set(name, unsafeStatic(name)); return tags.get(name); };

// One prop on an element: an event handler (one listener per type, calling the newest
// handler), a live property (a field's value, a box's checked), or an attribute.
function setProp(el, k, v) {
  const off = v == null || v === false;
  if (k.startsWith("on") && (typeof v === "function" || off)) {
    const type = k.slice(2);
    const on = el.__handlers || (el.__handlers = {});
    if (!(type in on)) el.addEventListener(type, (e) => { if (on[type]) on[type](e); });
    on[type] = off ? null : v;
  } else if (PROPERTIES.has(k)) {
    el[k] = off ? (k === "value" ? "" : false) : v;
  } else if (off) {
    el.removeAttribute(k);
  } else {
    el.setAttribute(k, v === true ? "" : String(v));
  }
}

// What the last draw set is what the next one compares with: a value the person changed
// since (a typed field, a details opened) is left alone until the screen means another.
class Props extends Directive {
  constructor(part) { super(part); this.was = {}; }
  render() { return noChange; }
  update(part, [props]) {
    const el = part.element;
    for (const k of Object.keys(this.was)) if (!(k in props)) setProp(el, k, null);
    for (const [k, v] of Object.entries(props)) if (v !== this.was[k]) setProp(el, k, v);
    this.was = props;
    return noChange;
  }
}
const props = directive(Props);

// A list whose every item has a key (props key, data-key, data-id or id, unique in the list)
// is drawn keyed: an item that moves keeps its nodes. Any other list goes by position.
function kid(k) {
  if (k == null || k === false) return nothing;
  if (Array.isArray(k)) {
    const items = k.flat(Infinity).filter((x) => x != null && x !== false);
    const keys = items.map((x) => (x && typeof x === "object" ? x.key : undefined));
    if (items.length > 1 && keys.every((x) => x != null) && new Set(keys).size === keys.length) {
      return repeat(items, (x) => x.key, (x) => x);
    }
    return k.map(kid);
  }
  return typeof k === "object" ? k : String(k);
}

function element(template, name, given, kids) {
  const { key, text, ...attrs } = given || {};
  if (text != null) kids = [text, ...kids];
  if (name === "textarea" && kids.length) attrs.value = kids.join("");
  const tg = tag(name);
  const result = VOID.has(name) ? template`<${tg} ${props(attrs)}>`
    : name === "textarea" ? template`<${tg} ${props(attrs)}></${tg}>` // its text is its value (set above)
      : template`<${tg} ${props(attrs)}>${kids.map(kid)}</${tg}>`;
  result.key = key ?? attrs["data-key"] ?? attrs["data-id"] ?? attrs.id ?? null;
  return result;
}

export function h(name, given, ...kids) {
  return element(html, name, given, kids);
}

// An SVG element (the score chart): the <svg> itself in HTML, what is inside it as SVG.
export function svg(name, attrs, ...kids) {
  return element(name === "svg" ? html : svgTemplate, name, attrs, kids);
}

// Draw `what` (an h() result, a string, or a list of them) into `where`, patching what it holds.
export function draw(what, where) {
  if (!where.__drawn) { where.replaceChildren(); where.__drawn = true; } // the server's "Loading…" goes once
  render(kid([what].flat(Infinity)), where);
}

let toastTimer = 0;
export function toast(message, kind = "info") {
  const el = document.getElementById("toast");
  if (!el) return;
  el.textContent = message;
  el.dataset.kind = kind;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, kind === "error" ? 6000 : 3500);
}

// The same sentence as t(), with parameters that are elements (a <code>, a <strong>) kept as
// elements wherever the language puts them: each stands in the sentence as a mark first.
const MARK = "\u2063";
export function tx(key, params = {}) {
  const marked = {};
  const held = [];
  for (const [k, v] of Object.entries(params)) {
    if (v && typeof v === "object" && "_$litType$" in v) { marked[k] = `${MARK}${held.length}${MARK}`; held.push(v); } else marked[k] = v;
  }
  return t(key, marked).split(MARK).map((piece, i) => (i % 2 ? held[Number(piece)] : piece)).filter((x) => x !== "");
}

// A modal dialog over the page (one per id: an older one is removed): `content()` then a Close
// button, drawn again by the function returned; removed from the page when closed.
export function openDialog(attrs, content) {
  const old = document.getElementById(attrs.id);
  if (old) old.remove();
  const dlg = document.createElement("dialog");
  for (const [k, v] of Object.entries(attrs)) dlg.setAttribute(k, v);
  const redraw = () => draw([content(), h("button", { type: "button", class: "primary big", onclick: () => dlg.close() }, t("common.close"))], dlg);
  redraw();
  dlg.addEventListener("close", () => dlg.remove());
  document.body.append(dlg);
  if (dlg.showModal) dlg.showModal(); else dlg.setAttribute("open", "");
  return redraw;
}

// Scroll `el` to just under the sticky header.
export function showBelowHeader(el) {
  if (!el) return;
  const bar = document.querySelector(".bar");
  const below = bar ? bar.getBoundingClientRect().bottom : 0;
  window.scrollBy(0, el.getBoundingClientRect().top - below - 8);
}

export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  Object.assign(a, { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 1000);
}

export async function copyText(text) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch { /* fall through */ }
  const ta = document.createElement("textarea");
  ta.className = "offscreen"; // a class, not a style attribute (CSP)
  ta.setAttribute("aria-hidden", "true");
  ta.value = text;
  document.body.append(ta);
  ta.select();
  let ok = false;
  try { ok = document.execCommand("copy"); } catch { ok = false; }
  ta.remove();
  return ok;
}

// "21:39" in the phone's own clock and language.
export function clock(at) {
  return time(at);
}
