// Eleusis companion service worker: caches the app shell only.
// Never /api, never /ws: the table's state always comes from the server.
const VERSION = {{ version|tojson }};
const CACHE = "eleusis-shell-" + VERSION;
const SHELL = {{ shell|tojson }}.concat(["/", "/manifest.webmanifest"]);

// A first install (no worker before this one) takes what its site's pages have just fetched from
// the browser's cache instead of asking for it again, so a first visit asks for each file once:
// with no worker, each was fetched from the server when its page loaded (a file is no-cache),
// and a page names its files only if it loaded within the last minute, and only those answered
// 200 or 304 where the browser says so. A page that does not answer within a second, or any
// error, names nothing. An update asks for every file as ever: the worker it replaces may have
// answered a page from its own cache.
function justLoaded() {
  if (self.registration.active) return Promise.resolve(new Set());
  return self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then((pages) => Promise.all(pages.map((page) => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(Array.isArray(event.data) ? event.data : []);
      setTimeout(() => resolve([]), 1000);
      page.postMessage({ type: "loaded" }, [channel.port2]);
    }))))
    .then((lists) => new Set(lists.flat()
      .map((url) => new URL(String(url), self.location.href))
      .filter((url) => url.origin === self.location.origin && !url.search)
      .map((url) => url.pathname)))
    .catch(() => new Set());
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    justLoaded()
      .then((loaded) => caches.open(CACHE).then((cache) =>
        cache.addAll(SHELL.map((url) => (loaded.has(url) ? new Request(url, { cache: "force-cache" }) : url)))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("eleusis-shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

function isShell(url) {
  if (url.origin !== self.location.origin) return false;
  const p = url.pathname;
  if (p.startsWith("/api/") || p.startsWith("/ws/")) return false;
  return p === "/" || p.startsWith("/t/") || p.startsWith("/r/") || p.startsWith("/static/") || p === "/manifest.webmanifest";
}

// Network first (the newest app when online), the cached shell when offline.
self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (!isShell(url)) return;
  event.respondWith(
    fetch(req)
      .then((resp) => {
        if (resp.ok && url.pathname.startsWith("/static/")) {
          const copy = resp.clone();
          caches.open(CACHE).then((cache) => cache.put(req, copy));
        }
        return resp;
      })
      .catch(() =>
        caches.match(req, { ignoreSearch: true }).then((hit) => {
          if (hit) return hit;
          // A table's or a room's page offline: the same shell, the page and the code are read from the URL.
          if (req.mode === "navigate") return caches.match("/");
          return Response.error();
        })
      )
  );
});
