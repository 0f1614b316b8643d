// The phone's state in two parts. The app's: the table (its last snapshot), this phone's
// seat, the connection, the open panel, the tap on its way, the log read so far; app.js
// owns it and screens read it. Each screen's own: what a person is doing on that screen
// (a seat order half tapped, a rule half typed, an armed two-tap button), kept by name
// until the table moves on to another deal or game. Neither is ever drawn from the DOM.

export const app = {
  code: "", mode: "phone", seat: null, state: null, error: null,
  panel: "table", busy: null, log: null,
  lostSeatOf: null, // the person this phone was seated as until its token stopped working
  conn: null, // the connection (connection.js): the socket, the actions, the status
  act: async () => {}, // set by app.js: a tap, sent with the version its screen showed
  joined: () => {}, // set by app.js: this phone has a seat now
  me: () => (app.state && "me" in app.state ? app.state.me : app.seat && app.seat.player_id) || null,
};

const screens = new Map();

// A screen's own state, by name: the same object on every draw until forgetScreens().
export function local(name) {
  if (!screens.has(name)) screens.set(name, {});
  return screens.get(name);
}

// Another deal or game at the table: every screen starts afresh.
export function forgetScreens() {
  screens.clear();
}

let drawer = () => {};

// The page's one draw (app.js, or the start page's): a screen that changed its own state asks for it.
export function onRedraw(fn) {
  drawer = fn;
}

export function redraw() {
  drawer();
}
