import { useEffect, useRef, useState } from "react";
import type { Order } from "@hancine/contract/booking";
import { callApi } from "#web/lib/api-client.ts";

const POLL_MS = 2_000;
/** After this long without an answer the page stops asking and says so (the reconciliation job carries on). */
const GIVE_UP_MS = 3 * 60_000;

/**
 * While the payment is being processed, asks the server every 2 s (POST /orders/:id/payment-check;
 * after 10 s without the gateway's notification the server asks the gateway itself).
 */
export function usePaymentProgress(initial: Order): { order: Order; waitedTooLong: boolean } {
  const [order, setOrder] = useState(initial);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const pending = order.status === "pending_payment";
  const orderId = order.id;
  const asking = useRef(false);

  useEffect(() => {
    if (!pending || waitedTooLong) return;
    const started = Date.now();
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (Date.now() - started > GIVE_UP_MS) {
        setWaitedTooLong(true);
        return;
      }
      // A check that asks the gateway may take a few seconds: never two at once.
      if (asking.current) return;
      asking.current = true;
      const answer = await callApi("POST /orders/:id/payment-check", { params: { id: orderId } });
      asking.current = false;
      if (!stopped && answer.ok) setOrder(answer.result);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pending, orderId, waitedTooLong]);

  return { order, waitedTooLong };
}
