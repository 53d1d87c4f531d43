// HanCine's service worker (decision 088): a paid order's ticket page and the upcoming-tickets page
// open without a connection once opened; nothing else is ever answered from a copy.
//
// - Those two pages (the server marks the answers it allows with `hancine-offline: keep`): the network
//   first; the copy kept on this device only when the network fails (offline, no answer within
//   NETWORK_WAIT_MS, or a 5xx). The copy says when it was saved (a meta the page turns into a banner).
// - Any other page: the network only; offline, a short page saying so (never an old seat map or price).
// - Hashed /assets/ files the kept pages use: from the copy (their names change with their content).
// - The kept pages' pictures (tickets' QR codes, posters): the network first, the copy offline.
// - Signing in, signing up, signing out or a password reset on this device forgets every copy (a phone
//   passed to someone else must not show the last person's tickets).
// Hand-written and small on purpose: no library, no build step; `CACHE_VERSION` changes with its format.

const CACHE_VERSION = "v1";
const PAGES = `hancine-ve-${CACHE_VERSION}`;
const ASSETS = `hancine-tep-${CACHE_VERSION}`;
const KEEP_HEADER = "hancine-offline";
const SAVED_AT_HEADER = "hancine-saved-at";
const RESOURCES_HEADER = "hancine-resources";
const NETWORK_WAIT_MS = 6000;
/** Pages that may be kept (the server still decides, by its header): a ticket page (in either language), the upcoming tickets. */
const KEPT_PAGE = /^\/((?:en\/)?orders\/[A-Za-z0-9]{4,32}|account\/ve-sap-xem)\/?$/;
const PICTURE = /^\/(api\/v1\/orders\/[^/]+\/tickets\/[^/]+\/qr\.svg|media\/.+)$/;
const FORGETTING = /^\/api\/v1\/auth\/(login|logout|signup|password\/reset)$/;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith("hancine-") && !name.endsWith(`-${CACHE_VERSION}`)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && FORGETTING.test(url.pathname)) {
    event.waitUntil(forgetEverything());
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(KEPT_PAGE.test(url.pathname) ? keptPage(event, url) : networkOrOfflinePage(request, url));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(caches.match(request, { cacheName: ASSETS }).then((copy) => copy ?? fetch(request)));
  } else if (request.destination === "image" && PICTURE.test(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(pageKey(url), { cacheName: PAGES }).then((copy) => copy ?? Response.error())));
  }
});

/** A page opened by a client-side navigation (no document request passed here) asks to be kept; one no longer to be kept, forgotten. */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type === "forget" && typeof data.path === "string" && KEPT_PAGE.test(data.path)) {
    event.waitUntil(forgetPage(new URL(data.path, self.location.origin)));
  } else if (data?.type === "keep" && typeof data.path === "string" && KEPT_PAGE.test(data.path)) {
    const reply = event.ports[0];
    event.waitUntil(
      keepOpenedPage(new URL(data.path, self.location.origin), Array.isArray(data.resources) ? data.resources : []).then(
        (savedAt) => reply?.postMessage({ type: savedAt ? "kept" : "not-kept", savedAt }),
        () => reply?.postMessage({ type: "not-kept" }),
      ),
    );
  }
});

function pageKey(url) {
  return `${url.origin}${url.pathname}`;
}

async function keptPage(event, url) {
  const copy = await caches.match(pageKey(url), { cacheName: PAGES });
  try {
    const response = await networkAnswer(event.request, copy ? NETWORK_WAIT_MS : 0);
    if (response.status >= 500 && copy) return offlineCopy(copy);
    if (isKeepable(response)) event.waitUntil(savePage(url, response.clone(), copy ? resourcesOf(copy) : []));
    // The order is no longer a paid one, the page is gone, or someone else is signed in: no copy left.
    else if (copy && response.status < 500) event.waitUntil(forgetPage(url));
    return response;
  } catch {
    return copy ? offlineCopy(copy) : offlinePage(url);
  }
}

/** The network's answer; with a copy to fall back on, no longer than `waitMs` (a weak signal at the door). */
function networkAnswer(request, waitMs) {
  const answer = fetch(request);
  if (!waitMs) return answer;
  return Promise.race([answer, new Promise((_, reject) => setTimeout(() => reject(new Error("slow network")), waitMs))]);
}

function networkOrOfflinePage(request, url) {
  return fetch(request).catch(() => offlinePage(url));
}

function isKeepable(response) {
  return response.status === 200 && response.headers.get(KEEP_HEADER) === "keep" && (response.headers.get("content-type") ?? "").includes("text/html");
}

async function savePage(url, response, resources, savedAt = new Date().toISOString()) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt);
  headers.set(RESOURCES_HEADER, JSON.stringify(resources));
  headers.delete("content-length");
  const cache = await caches.open(PAGES);
  await cache.put(pageKey(url), new Response(await response.arrayBuffer(), { status: 200, statusText: "OK", headers }));
}

function resourcesOf(copy) {
  try {
    const list = JSON.parse(copy.headers.get(RESOURCES_HEADER) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the page (fetched again unless a copy was saved in the last half minute) and what it needs to
 * show: its scripts and styles, its QR codes and posters. Then drops the files no kept page uses.
 * Answers when the copy was saved, or null when the server did not allow keeping it.
 */
async function keepOpenedPage(url, listed) {
  const resources = listed
    .map((href) => {
      try {
        return new URL(href, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((resource) => resource && resource.origin === self.location.origin && (resource.pathname.startsWith("/assets/") || PICTURE.test(resource.pathname)))
    .map((resource) => resource.href);
  const copy = await caches.match(pageKey(url), { cacheName: PAGES });
  const copySavedAt = copy?.headers.get(SAVED_AT_HEADER);
  const fresh = copySavedAt && Date.now() - Date.parse(copySavedAt) < 30_000;
  const savedAt = fresh ? copySavedAt : new Date().toISOString();
  if (fresh) await savePage(url, copy, resources, savedAt);
  else {
    const response = await fetch(url, { credentials: "same-origin", redirect: "manual" });
    if (!isKeepable(response)) return null;
    await savePage(url, response, resources, savedAt);
  }
  const [assets, pages] = await Promise.all([caches.open(ASSETS), caches.open(PAGES)]);
  for (const href of resources) {
    const cache = href.includes("/assets/") ? assets : pages;
    const key = href.includes("/assets/") ? href : pageKey(new URL(href));
    if (await cache.match(key)) continue;
    // One file that cannot be fetched leaves the others kept.
    const response = await fetch(href, { credentials: "same-origin" }).catch(() => null);
    if (response?.ok) await cache.put(key, response);
  }
  await dropUnusedAssets();
  return savedAt;
}

async function dropUnusedAssets() {
  const pages = await caches.open(PAGES);
  const used = new Set();
  for (const key of await pages.keys()) {
    const copy = await pages.match(key);
    if (copy?.headers.has(SAVED_AT_HEADER)) for (const href of resourcesOf(copy)) used.add(href);
  }
  const assets = await caches.open(ASSETS);
  for (const key of await assets.keys()) if (!used.has(key.url)) await assets.delete(key);
}

async function forgetPage(url) {
  const pages = await caches.open(PAGES);
  const copy = await pages.match(pageKey(url));
  await pages.delete(pageKey(url));
  if (copy) for (const href of resourcesOf(copy)) if (PICTURE.test(new URL(href).pathname)) await pages.delete(pageKey(new URL(href)));
  await dropUnusedAssets();
}

function forgetEverything() {
  return Promise.all([caches.delete(PAGES), caches.delete(ASSETS)]);
}

/** The kept copy, marked for the page: a meta in its head carries when it was saved (React leaves it in place). */
async function offlineCopy(copy) {
  const savedAt = copy.headers.get(SAVED_AT_HEADER) ?? "";
  const html = (await copy.text()).replace("<head>", `<head><meta name="hancine-offline-copy" content="${savedAt.replace(/[^0-9TZ:.-]/g, "")}">`);
  const headers = new Headers(copy.headers);
  headers.delete(RESOURCES_HEADER);
  return new Response(html, { status: 200, statusText: "OK", headers });
}

/** Any other page without a connection: said plainly, with a way to try again and the way to the tickets kept here. */
function offlinePage(url) {
  const again = (url.pathname + url.search).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0B1633"><title>Không có kết nối mạng – HanCine</title><style>
body{margin:0;font-family:system-ui,"Noto Sans",sans-serif;background:#0B1633;color:#fff;min-height:100dvh;display:flex;align-items:center;justify-content:center;line-height:1.6}
main{max-width:32rem;padding:2rem 1.25rem}.brand{margin:0 0 1.5rem;font-size:1.25rem;font-weight:700;color:#F5A623}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:#e2e8f0}
nav{display:flex;flex-wrap:wrap;gap:.75rem}a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:8px;font-weight:700;text-decoration:none}
.primary{background:#F5A623;color:#0B1633}.secondary{border:1px solid rgba(255,255,255,.7);color:#fff}a:focus-visible{outline:3px solid #fff;outline-offset:2px}
</style></head><body><main><p class="brand">HanCine</p><h1>Bạn đang ngoại tuyến</h1><p>Trang này cần kết nối mạng để hiện lịch chiếu, ghế trống và giá mới nhất. Hãy thử lại khi có mạng.</p><p>Vé đã mở trên máy này vẫn xem được khi không có mạng.</p><nav aria-label="Khi không có mạng"><a class="primary" href="/account/ve-sap-xem">Xem vé đã lưu</a><a class="secondary" href="${again}">Thử lại</a></nav></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
