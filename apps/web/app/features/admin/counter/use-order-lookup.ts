import { useState } from "react";
import type { AdminOrder } from "@hancine/contract/back-office-orders";
import { callApi } from "#web/lib/api-client.ts";

/**
 * An order found at the counter by the code on its ticket, receipt or e-mail (a refund's and an
 * exchange's first step): the code typed, the order found, and the search's state in words.
 */
export function useOrderLookup(initialCode: string, emptyCodeMessage: string) {
  const [code, setCode] = useState(initialCode);
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const [lookup, setLookup] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const find = async () => {
    const wanted = code.trim().toUpperCase();
    if (!wanted) {
      setLookup({ busy: false, error: emptyCodeMessage });
      return;
    }
    setLookup({ busy: true, error: null });
    const reply = await callApi("GET /admin/orders/:code", { params: { code: wanted } });
    setLookup({ busy: false, error: reply.ok ? null : reply.error.status === 404 ? `Không tìm thấy đơn ${wanted}.` : reply.error.message });
    setOrder(reply.ok ? reply.result : null);
  };

  return { code, setCode, order, lookup, find };
}
