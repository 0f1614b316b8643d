// The − n + stepper (the options editor, the dealer's starter cards): a module of its own, so
// that options.js, which controls.js's how-to-play reaches, imports nothing that imports it back.
import { h } from "./dom.js";
import { redraw } from "./state.js";
import { t } from "./i18n.js";

// A − n + stepper over a value kept outside the DOM (`get`/`set`): each step draws the page again.
export function stepper({ label, min, max, get, set, key }) {
  const value = Math.max(min, Math.min(max, get()));
  const change = (d) => { set(Math.max(min, Math.min(max, value + d))); redraw(); };
  return h("div", { class: "stepper", role: "group", "aria-label": label },
    h("button", { type: "button", class: "step", "aria-label": t("common.one_fewer"), onclick: () => change(-1) }, "−"),
    h("output", { class: "step-value", "aria-live": "polite", "data-testid": key + "-value" }, String(value)),
    h("button", { type: "button", class: "step", "aria-label": t("common.one_more"), onclick: () => change(+1) }, "+"));
}
