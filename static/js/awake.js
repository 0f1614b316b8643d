// The screen stays on while a game is on. Where the browser has the Screen Wake Lock API
// (a secure context: HTTPS, or localhost), a wake lock; where it has none (a page on plain
// http, the usual Wi-Fi game night), NoSleep.js's well-known fallback: a looping inline
// video playing, which browsers keep the screen on for. The video and the way it is played
// are NoSleep.js 0.12.0's (MIT, Rich Tibbett: static/vendor/nosleep/, whose README says what
// was taken). It needs a tap to start (user activation): the first tap on the page starts
// it, and any tap after the browser paused it. body[data-awake] says which one holds.
const VIDEOS = [["webm", "/static/vendor/nosleep/nosleep.webm"], ["mp4", "/static/vendor/nosleep/nosleep.mp4"]];

let want = false;
let lock = null;
let video = null;

const native = () => "wakeLock" in navigator;

function held(how) {
  if (how) document.body.dataset.awake = how;
  else delete document.body.dataset.awake;
}

async function lockScreen() {
  try {
    if (want && !lock && document.visibilityState === "visible") {
      lock = await navigator.wakeLock.request("screen");
      held("lock");
      lock.addEventListener("release", () => { lock = null; held(null); });
      if (!want) release();
    }
  } catch { lock = null; }
}

function release() {
  if (lock) { lock.release().catch(() => {}); lock = null; }
  if (video) video.pause();
  held(null);
}

// NoSleep.js's video: the WebM loops; the MP4 jumps back before its end instead. Not muted,
// as in NoSleep.js 0.12: its sound track is silence, and a muted one holds no wake lock.
function fallbackVideo() {
  if (video) return video;
  video = document.createElement("video");
  video.setAttribute("playsinline", "");
  video.setAttribute("aria-hidden", "true");
  for (const [type, src] of VIDEOS) {
    const source = document.createElement("source");
    source.src = src;
    source.type = `video/${type}`;
    video.append(source);
  }
  video.addEventListener("loadedmetadata", () => {
    if (video.duration <= 1) video.loop = true;
    else video.addEventListener("timeupdate", () => { if (video.currentTime > 0.5) video.currentTime = Math.random(); });
  });
  video.addEventListener("playing", () => { if (want) held("video"); });
  video.addEventListener("pause", () => held(null));
  return video;
}

function playVideo() {
  const v = fallbackVideo();
  if (!v.paused) return;
  const started = v.play();
  if (started && started.catch) started.catch(() => { /* no tap yet: the next one starts it */ });
}

// A tap is the user activation the video needs.
function tapped() {
  if (want && !native()) playVideo();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  for (const type of ["click", "keydown"]) document.addEventListener(type, tapped, { capture: true, passive: true });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !want) return;
    if (native()) lockScreen(); // the browser lets go of a wake lock when the page hides
    else if (navigator.userActivation && navigator.userActivation.hasBeenActive) playVideo();
  });
}

// On (a game is on) or off; called with every new state.
export function keepAwake(on) {
  want = !!on;
  listen();
  if (!want) { release(); return; }
  if (native()) lockScreen();
  else if (navigator.userActivation && navigator.userActivation.hasBeenActive) playVideo();
}
