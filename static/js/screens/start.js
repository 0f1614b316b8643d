// "/": start a table (profile, options, your name) or go to one by its code.
import { h, toast } from "../dom.js";
import * as api from "../api.js";
import { PROFILES, optionsEditor, changed } from "../options.js";

export function startPage(main) {
  const ui = { profile: "howell", values: {}, name: localStorage.getItem("eleusis.name") || "" };
  for (const p of Object.keys(PROFILES)) ui.values[p] = { ...PROFILES[p].defaults };
  document.getElementById("where").textContent = "New table";

  const draw = () => {
    const nameInput = h("input", {
      id: "host-name", name: "name", "data-key": "host-name", autocomplete: "nickname", maxlength: "40", required: true,
      value: ui.name, placeholder: "e.g. Ann", oninput: (e) => { ui.name = e.target.value; },
    });
    const form = h("form", {
      class: "card", "aria-labelledby": "start-title",
      onsubmit: async (e) => {
        e.preventDefault();
        const name = ui.name.trim();
        if (!name) { toast("Type your name first.", "error"); nameInput.focus(); return; }
        const btn = form.querySelector("button[type=submit]");
        btn.disabled = true;
        try {
          const answer = await api.createTable(ui.profile, changed(ui.profile, ui.values[ui.profile]), name);
          localStorage.setItem("eleusis.name", name);
          api.saveSeat(answer.code, { token: answer.token, player_id: answer.player_id });
          location.assign(`/t/${encodeURIComponent(answer.code)}`);
        } catch (err) {
          toast(err.message || "Could not reach the companion.", "error");
          btn.disabled = false;
        }
      },
    },
      h("h1", { id: "start-title" }, "Start a table"),
      h("fieldset", { class: "profiles" }, h("legend", null, "Which game?"),
        Object.entries(PROFILES).map(([key, p]) => h("label", { class: "profile" + (ui.profile === key ? " chosen" : "") },
          h("input", { type: "radio", name: "profile", value: key, checked: ui.profile === key, onchange: () => { ui.profile = key; draw(); } }),
          h("span", { class: "p-name" }, p.label, h("small", null, " · ", p.people)),
          h("span", { class: "p-blurb" }, p.blurb)))),
      h("details", { class: "opts" }, h("summary", null, `Options for ${PROFILES[ui.profile].label}`), optionsEditor(ui.profile, ui.values[ui.profile])),
      h("label", { for: "host-name", class: "field" }, h("span", null, "Your name"), nameInput),
      h("button", { type: "submit", class: "primary big" }, "Start the table"),
      h("p", { class: "muted small" }, "You are the host and take the first seat. Others join by scanning the code on your screen."));

    const codeInput = h("input", {
      id: "join-code", "data-key": "join-code", autocapitalize: "characters", autocomplete: "off", spellcheck: "false",
      maxlength: "16", placeholder: "KX7QPA", pattern: "[A-Za-z0-9]{3,16}", required: true,
    });
    const join = h("form", {
      class: "card", "aria-labelledby": "join-title",
      onsubmit: (e) => {
        e.preventDefault();
        const code = codeInput.value.trim().toUpperCase().replace(/[^A-Z0-9]/g, "");
        if (code) location.assign(`/t/${code}`);
      },
    }, h("h2", { id: "join-title" }, "Join a table"),
      h("label", { for: "join-code", class: "field" }, h("span", null, "Table code"), codeInput),
      h("button", { type: "submit" }, "Go to the table"));
    main.replaceChildren(form, join);
  };
  draw();
}
