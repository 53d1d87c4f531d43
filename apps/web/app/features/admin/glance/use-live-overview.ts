import { useEffect, useRef, useState } from "react";
import type { Overview } from "@hancine/contract/back-office-reports";
import { callApi } from "#web/lib/api-client.ts";

/** How often the open overview asks again (the issue allows up to 30 s). */
const OVERVIEW_REFRESH_MS = 20_000;

/**
 * Today's overview kept current while the tab is visible: asks the API every 20 s, at once when the
 * tab comes back, never while it is hidden (docs/decisions/086). Starts from the server's answer.
 */
export function useLiveOverview(initial: Overview, cinema: string | undefined): { overview: Overview; failed: boolean } {
  const [overview, setOverview] = useState(initial);
  const [failed, setFailed] = useState(false);
  const asking = useRef<AbortController | null>(null);
  useEffect(() => setOverview(initial), [initial]);
  useEffect(() => {
    const ask = async () => {
      if (document.visibilityState !== "visible" || asking.current) return;
      const controller = new AbortController();
      asking.current = controller;
      const answer = await callApi("GET /admin/reports/overview", { query: cinema ? { cinema } : {}, signal: controller.signal });
      asking.current = null;
      if (controller.signal.aborted) return;
      if (answer.ok) setOverview(answer.result);
      setFailed(!answer.ok);
    };
    const timer = window.setInterval(() => void ask(), OVERVIEW_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void ask();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      asking.current?.abort();
      asking.current = null;
    };
  }, [cinema]);
  return { overview, failed };
}
