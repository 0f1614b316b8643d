// The phones' CSS against the browser floor (package.json's "browserslist"), feature by feature
// (doiuse's data, through stylelint-no-unsupported-browser-features).
// Run from the project's top: tests/compat/node_modules/.bin/stylelint -c tests/compat/stylelint.config.mjs "static/css/*.css"
import { readFileSync } from "node:fs";

const floor = JSON.parse(readFileSync(new URL("./package.json", import.meta.url))).browserslist;

// Features the floor lacks, or has in part, that the pages use knowingly: what a phone without them shows.
const HARMLESS = [
  "css-overflow", // partial below Safari 16: its `overflow` shorthand takes one keyword; ours all do
  "css-overscroll-behavior", // Safari 16: without it, a scrolled row hands its scroll on to the page
  "css3-cursors", "css3-cursors-grab", // no pointer on a phone's touch screen: nothing to show
  "css-touch-action", // desktop Safari's lack; the phones' WebKit has it
  "css-resize", // iOS: a text box keeps its size
  "extended-system-fonts", // ui-monospace / system-ui head a font list whose next names are everywhere
  "text-decoration", // partial: a dotted underline is drawn solid
  "multicolumn", // partial (column-span, breaks inside): the room board's names flow in columns all the same
];

export default {
  plugins: ["stylelint-no-unsupported-browser-features"],
  rules: {
    "plugin/no-unsupported-browser-features": [true, { browsers: floor, ignore: HARMLESS, severity: "error" }],
    // what doiuse has no data on: color-mix() (Safari 16.2) — app.css writes its tints out instead
    "function-disallowed-list": [["color-mix"], { message: "color-mix() needs Safari 16.2: write the tint out (app.css's --accent-8)" }],
  },
};
