// The board may speak (issue 24, item 6): the judgements, the markers to put down, a new prophet
// and a deal's end with its rule, read aloud by the browser's speech synthesis in the board's
// language. Off by default; the choice is kept on this device. Only what changed from the last
// state is spoken (a reload, whose first state has nothing before it, says nothing). A browser
// with no voice for the language says nothing at all: the toggle says so instead.
//
// The sentences are the catalog's: the core's `says` keys (i18n.js say()) and this module's own.
import { t, say, currentLanguage } from "./i18n.js";
import { name } from "./view.js";

const STORE = "eleusis.board.speech";

export function speechWanted() {
  try { return localStorage.getItem(STORE) === "on"; } catch { return false; }
}

export function wantSpeech(on) {
  try { localStorage.setItem(STORE, on ? "on" : "off"); } catch { /* private mode: for this page only */ }
}

// The browser's voice for the board's language: the exact tag, else the same primary language.
export function voice(lang = currentLanguage()) {
  const synth = window.speechSynthesis;
  if (!synth || typeof synth.getVoices !== "function") return null;
  const voices = synth.getVoices() || [];
  const tag = (v) => String(v.lang || "").toLowerCase().replace("_", "-");
  const want = lang.toLowerCase();
  return voices.find((v) => tag(v) === want) || voices.find((v) => tag(v).split("-")[0] === want.split("-")[0]) || null;
}

// Speak one text with that voice; nothing without one.
function speak(text) {
  const found = voice();
  if (!found || !text) return;
  const said = new window.SpeechSynthesisUtterance(text);
  said.lang = found.lang;
  try { said.voice = found; } catch { /* the lang alone picks it */ }
  window.speechSynthesis.speak(said);
}

const tableCount = (s) => (s && s.deal && typeof s.deal.table === "number" ? s.deal.table : 0);
const lastOf = (s) => (s && s.deal && s.deal.last ? JSON.stringify(s.deal.last) : "");
const prophetOf = (s) => (s && s.deal && s.deal.prophet ? s.deal.prophet.player : null);
const serial = (s) => (s && s.deal ? s.deal.serial : null);

// What is new in `state` since `prev`, as the sentences to speak (none without a `prev`).
// An undo (fewer cards on the table, or a reopened deal) is no news.
export function news(prev, state) {
  if (!prev || !state || !state.deal || state.version <= prev.version) return [];
  const out = [];
  const sameDeal = serial(prev) === serial(state);
  const last = state.deal.last;
  if (last && lastOf(state) !== lastOf(prev) && (!sameDeal || tableCount(state) >= tableCount(prev))) out.push(say(last.says));
  const prophet = prophetOf(state);
  if (prophet && (prophet !== prophetOf(prev) || !sameDeal)) out.push(t("speech.prophet", { who: name(state, prophet, null) }));
  if (state.deal.ended && !(sameDeal && prev.deal && prev.deal.ended)) {
    const rule = state.deal.rule;
    out.push(rule ? t("speech.deal_over", { number: state.deal.number, rule }) : t("wait.deal_over", { number: state.deal.number }));
  }
  return out.filter(Boolean);
}

// Follow a connection's states: each one's news spoken while the toggle is on.
export function speakNews(conn) {
  conn.on("state", (state, prev) => {
    if (speechWanted()) for (const text of news(prev, state)) speak(text);
  });
}

// The toggle's words: off, on, or on with no voice for this language (then nothing is spoken).
export function speechLabel() {
  if (!speechWanted()) return t("speech.off");
  return voice() ? t("speech.on") : t("speech.no_voice");
}
