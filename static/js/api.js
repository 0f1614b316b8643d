// The JSON API of ../shared/API.md, and where this phone keeps its seat.

const seatKey = (code) => `eleusis.seat.${code.toUpperCase()}`;

export function loadSeat(code) {
  try {
    const seat = JSON.parse(localStorage.getItem(seatKey(code)) || "null");
    return seat && seat.token ? seat : null;
  } catch {
    return null;
  }
}

export function saveSeat(code, seat) {
  try { localStorage.setItem(seatKey(code), JSON.stringify(seat)); } catch { /* private mode */ }
}

export function clearSeat(code) {
  try { localStorage.removeItem(seatKey(code)); } catch { /* ignore */ }
}

export class ApiError extends Error {
  constructor(status, body) {
    super((body && body.message) || `The server answered ${status}.`);
    this.status = status;
    this.code = (body && body.error) || `http_${status}`;
    this.state = body && body.state;
  }
}

export async function request(method, path, { body, token, cache = "no-store" } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const resp = await fetch(path, {
    method, headers, cache,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (resp.ok) return resp.json(); // a body cut short: a plain Error, as a lost connection
  let data = null;
  try { data = await resp.json(); } catch { data = null; }
  throw new ApiError(resp.status, data);
}

const base = (code) => `/api/tables/${encodeURIComponent(code)}`;

export const createTable = (profile, options, hostName) =>
  request("POST", "/api/tables", { body: { profile, options, host_name: hostName } });
export const getTable = (code, token) => request("GET", base(code), { token });
export const joinTable = (code, name) => request("POST", `${base(code)}/join`, { body: { name } });
// One page of the log: the records after seq `after`, oldest first, at most `limit` (the server's page when left out).
export const getLogPage = (code, token, after, limit) =>
  request("GET", `${base(code)}/log?after=${after}${limit ? `&limit=${limit}` : ""}`, { token });
// The whole log, page after page (the server answers at most a few hundred records at once).
export async function getLog(code, token) {
  const actions = [];
  for (let after = 0, pages = 0; after !== null && pages < 1000; pages++) {
    const page = await getLogPage(code, token, after);
    actions.push(...(page.actions || []));
    after = page.next_after ?? null;
  }
  return { actions };
}
// One action (connection.js sends it on the socket while one is open, else here).
export const postAction = (code, token, body) => request("POST", `${base(code)}/actions`, { body, token });
export const rejoinSeat = (code, token, player) =>
  request("POST", `${base(code)}/people/${encodeURIComponent(player)}/rejoin`, { body: {}, token });
export const qrUrl = (code) => `${base(code)}/qr.svg`;
// The host deletes the table with everything in it (its sockets then close with 4410).
export const deleteTable = (code, token) => request("DELETE", base(code), { token });
// The dealer's rule book: the same for every table (the HTTP cache may keep it: it has an ETag).
export const getRulebook = () => request("GET", "/api/rulebook", { cache: "default" });
// The profiles and their options as the server offers them (the same for every table; an ETag too).
export const getProfiles = () => request("GET", "/api/profiles", { cache: "default" });

export function newActionId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
