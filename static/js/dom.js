// Small DOM helpers: element builder, toast, two-tap confirmation.
import { t, time } from "./i18n.js";

export function h(tag, props, ...kids) {
  const el = document.createElement(tag);
  if (props) {
    for (const [k, v] of Object.entries(props)) {
      if (v == null || v === false) continue;
      if (k === "class") el.className = v;
      else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
      else if (k === "value" || k === "checked" || k === "disabled" || k === "selected") el[k] = v;
      else if (k === "text") el.textContent = v;
      else el.setAttribute(k, v === true ? "" : v);
    }
  }
  add(el, kids);
  return el;
}

function add(el, kids) {
  for (const kid of kids) {
    if (kid == null || kid === false) continue;
    if (Array.isArray(kid)) add(el, kid);
    else el.append(kid instanceof Node ? kid : String(kid));
  }
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

// A button that needs a second tap within 4 s (no native confirm(): it blocks and
// is easy to dismiss by accident at a noisy table). Armed states live here, outside any
// render, keyed by the confirming label (it names what is confirmed): a redraw between the
// taps draws the button armed again. A second tap that finds its target gone says so.
const armed = new Map(); // confirming label -> when it disarms (ms)
const isArmed = (key) => (armed.get(key) || 0) > Date.now();

export function confirmButton(label, confirmLabel, onConfirm, props = {}) {
  const key = confirmLabel;
  let timer = 0;
  const show = () => {
    clearTimeout(timer);
    const on = isArmed(key);
    btn.textContent = on ? confirmLabel : label;
    btn.classList.toggle("armed", on);
    if (on) timer = setTimeout(show, armed.get(key) - Date.now() + 10);
  };
  const btn = h("button", {
    type: "button", ...props, "data-key": "confirm:" + key,
    onclick: () => {
      if (isArmed(key)) {
        armed.delete(key);
        show();
        onConfirm();
        return;
      }
      const shown = new Set([...document.querySelectorAll("[data-key^='confirm:']")].map((el) => el.dataset.key.slice(8)));
      let lost = false;
      for (const [k, until] of armed) {
        if (until > Date.now() && !shown.has(k)) lost = true;
        if (until <= Date.now() || !shown.has(k)) armed.delete(k);
      }
      armed.set(key, Date.now() + 4000);
      show();
      if (lost) toast(t("twotap.changed", { what: confirmLabel }), "error");
    },
  });
  show();
  return btn;
}

// A modal dialog over the page (one per id: an older one is removed), its content then a Close
// button; removed from the page when closed.
export function openDialog(props, ...content) {
  const old = document.getElementById(props.id);
  if (old) old.remove();
  const dlg = h("dialog", props, ...content,
    h("button", { type: "button", class: "primary big", onclick: () => dlg.close() }, t("common.close")));
  dlg.addEventListener("close", () => dlg.remove());
  document.body.append(dlg);
  if (dlg.showModal) dlg.showModal(); else dlg.setAttribute("open", "");
  return dlg;
}

// A − n + stepper; `get`/`set` keep the value outside the DOM so it survives redraws.
export function stepper({ label, min, max, get, set, key }) {
  const value = () => Math.max(min, Math.min(max, get()));
  const out = h("output", { class: "step-value", "aria-live": "polite", "data-testid": key + "-value" }, String(value()));
  const change = (d) => { set(Math.max(min, Math.min(max, value() + d))); out.textContent = String(value()); after(); };
  let after = () => {};
  const minus = h("button", { type: "button", class: "step", "aria-label": t("common.one_fewer"), onclick: () => change(-1) }, "−");
  const plus = h("button", { type: "button", class: "step", "aria-label": t("common.one_more"), onclick: () => change(+1) }, "+");
  const el = h("div", { class: "stepper", role: "group", "aria-label": label }, minus, out, plus);
  return { el, value, onChange(fn) { after = fn; } };
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
  const a = h("a", { href: url, download: name, hidden: true });
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
  const ta = h("textarea", { class: "offscreen", "aria-hidden": "true" }, text); // a class, not a style attribute (CSP)
  document.body.append(ta);
  ta.select();
  let ok = false;
  try { ok = document.execCommand("copy"); } catch { ok = false; }
  ta.remove();
  return ok;
}

// An SVG element (the score chart is drawn with DOM calls: no markup strings, no style attributes).
export function svg(tag, attrs, ...kids) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v != null) el.setAttribute(k, String(v));
  for (const kid of kids.flat(Infinity)) if (kid != null && kid !== false) el.append(kid instanceof Node ? kid : String(kid));
  return el;
}

// "21:39" in the phone's own clock and language.
export function clock(at) {
  return time(at);
}
