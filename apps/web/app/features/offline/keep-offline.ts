import { useEffect, useState } from "react";

/**
 * The page side of the service worker that keeps tickets for offline use (apps/web/public/sw.js,
 * decision 088). The worker is plain JavaScript served as it is: these names are repeated there.
 */
/** The header with which the server allows a page's answer to be kept on the device. */
export const OFFLINE_KEEP_HEADER = "hancine-offline";
/** The meta the worker puts in a kept copy's head: when it was saved (ISO 8601). */
const OFFLINE_COPY_META = "hancine-offline-copy";
const SERVICE_WORKER_URL = "/sw.js";

/** The headers of a page answer that may be kept. */
export const keepOfflineHeaders = (keep: boolean): Record<string, string> => (keep ? { [OFFLINE_KEEP_HEADER]: "keep" } : {});

/** When the copy on screen was saved, if the page is a kept copy served without a connection. */
export function offlineCopySavedAt(): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_COPY_META}"]`)?.content;
  return content && !Number.isNaN(Date.parse(content)) ? content : null;
}

/**
 * What the page needs to show again: the build's files it loaded or names (scripts, styles, fonts;
 * files of pages seen before in this tab too, which is harmless) and the pictures in its main part
 * (QR codes, posters). Never anything else the tab loaded, such as a trailer.
 */
function pageResources(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType("resource")) urls.add(entry.name);
  for (const element of document.querySelectorAll<HTMLLinkElement>("link[href]")) urls.add(element.href);
  for (const element of document.querySelectorAll<HTMLScriptElement>("script[src]")) urls.add(element.src);
  const assets = [...urls].filter((url) => url.startsWith(`${location.origin}/assets/`));
  const pictures = [...document.querySelectorAll<HTMLImageElement>("main img[src]")].map((image) => image.src).filter((url) => url.startsWith(location.origin));
  return [...assets, ...pictures];
}

export type OfflineState = { kind: "online" } | { kind: "kept"; savedAt: string } | { kind: "copy"; savedAt: string };

/**
 * Once the page is idle (never on the way to its first paint), registers the worker and asks it to
 * keep this page (`keep`: the server would allow it, e.g. the order is paid). Says whether it was
 * kept, or that the page on screen is the kept copy (no connection).
 */
export function useKeepOffline(path: string, keep: boolean): OfflineState {
  const [state, setState] = useState<OfflineState>({ kind: "online" });
  useEffect(() => {
    const copySavedAt = offlineCopySavedAt();
    if (copySavedAt) return setState({ kind: "copy", savedAt: copySavedAt });
    if (!("serviceWorker" in navigator)) return;
    // No longer to be kept (the order was just cancelled or exchanged): the copy goes.
    if (!keep) return navigator.serviceWorker.controller?.postMessage({ type: "forget", path });
    let cancelled = false;
    const keepPage = () => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL)
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event: MessageEvent<{ type?: string; savedAt?: string }>) => {
            if (!cancelled && event.data.type === "kept" && event.data.savedAt) setState({ kind: "kept", savedAt: event.data.savedAt });
            channel.port1.close();
          };
          registration.active?.postMessage({ type: "keep", path, resources: pageResources() }, [channel.port2]);
        })
        // No worker (a private window, storage refused): the page works as before, only not offline.
        .catch(() => undefined);
    };
    // Safari has no idle callback: a second after the page's effects instead.
    const usesIdle = "requestIdleCallback" in window;
    const idle = usesIdle ? window.requestIdleCallback(keepPage, { timeout: 5000 }) : window.setTimeout(keepPage, 1000);
    return () => {
      cancelled = true;
      if (usesIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [path, keep]);
  return state;
}
