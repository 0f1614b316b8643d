// Eleusis companion service worker: caches the app shell only.
// Never /api, never /ws: the table's state always comes from the server.
const VERSION = {{ version|tojson }};
const CACHE = "eleusis-shell-" + VERSION;
const SHELL = {{ shell|tojson }}.concat(["/", "/manifest.webmanifest"]);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting())
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
  return p === "/" || p.startsWith("/t/") || p.startsWith("/static/") || p === "/manifest.webmanifest";
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
          // A table page offline: the same shell, the code is read from the URL.
          if (req.mode === "navigate") return caches.match("/");
          return Response.error();
        })
      )
  );
});
