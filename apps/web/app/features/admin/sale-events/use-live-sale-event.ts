import { useEffect, useRef, useState } from "react";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { callApi } from "#web/lib/api-client.ts";

export const POLL_MS = 2000;

/**
 * The event as the server counts it, read again every 2 seconds while the tab is shown and the
 * event not ended. `stale` says the last reading failed (the numbers shown are older).
 */
export function useLiveSaleEvent(initial: AdminSaleEvent) {
  const [event, setEvent] = useState(initial);
  const [readAt, setReadAt] = useState<Date | null>(null);
  const [stale, setStale] = useState(false);
  const closed = event.status === "closed";
  const inFlight = useRef(false);

  useEffect(() => {
    if (closed) return;
    const controller = new AbortController();
    const tick = async () => {
      if (inFlight.current || document.visibilityState !== "visible") return;
      inFlight.current = true;
      try {
        const answer = await callApi("GET /admin/sale-events/:id", { params: { id: initial.id }, signal: controller.signal });
        if (controller.signal.aborted) return;
        setStale(!answer.ok);
        if (answer.ok) {
          setEvent(answer.result);
          setReadAt(new Date());
        }
      } finally {
        inFlight.current = false;
      }
    };
    const timer = window.setInterval(() => void tick(), POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [initial.id, closed]);

  return { event, setEvent, readAt, stale };
}
