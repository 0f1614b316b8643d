// The phones' JavaScript against the browser floor (package.json's "browserslist"):
// eslint-plugin-compat for the Web and JS APIs, the parser's ecmaVersion for the syntax.
// Run from the project's top: tests/compat/node_modules/.bin/eslint -c tests/compat/eslint.config.mjs static
import { readFileSync } from "node:fs";
import compat from "eslint-plugin-compat";

const floor = JSON.parse(readFileSync(new URL("./package.json", import.meta.url))).browserslist;

// APIs above the floor that the pages use only where the phone has them, and what a phone without shows.
const WITH_FALLBACK = [
  "document.fullscreenElement", // the board's Full screen button is hidden where document.fullscreenEnabled is not true (an iPhone)
];

export default [
  {
    files: ["**/*.js"],
    linterOptions: { noInlineConfig: true }, // the vendored files' own comments name other linters' rules (--quiet: no word on them)
    languageOptions: {
      ecmaVersion: 2022, // class fields, private #names, top-level await: Safari 15; a static { } block (16.4) is refused below
      sourceType: "module",
    },
    plugins: { compat },
    settings: { browsers: floor, polyfills: WITH_FALLBACK, lintAllEsApis: true },
    rules: {
      "compat/compat": "error",
      "no-restricted-syntax": ["error", { selector: "StaticBlock", message: "a class's static { } block needs Safari 16.4" }],
    },
  },
];
