import { useState } from "react";
import { formatCount } from "@hancine/contract/format";
import { amountOf, cashState, emptyDraft, mixChange, mixProgress, type PaymentDraft } from "./basket.ts";

export type PayMode = "cash" | "card" | "vietqr" | "mix";

export const PAY_MODES: { mode: PayMode; label: string; key: string }[] = [
  { mode: "cash", label: "Tiền mặt", key: "F2" },
  { mode: "card", label: "Thẻ", key: "F3" },
  { mode: "vietqr", label: "VietQR", key: "F4" },
  { mode: "mix", label: "Kết hợp", key: "" },
];

/**
 * How the customer pays `due`: one method (cash with what was handed over, a card with the terminal's
 * reference, VietQR) or a mix of lines. `drafts()` is what the sale sends; `change` what the cashier
 * gives back.
 */
export function usePayment(due: number) {
  const [mode, setMode] = useState<PayMode | null>(null);
  const [tendered, setTendered] = useState("");
  const [reference, setReference] = useState("");
  const [mix, setMix] = useState<PaymentDraft[]>([emptyDraft("cash"), emptyDraft("card")]);

  const cash = cashState(due, amountOf(tendered));
  const progress = mixProgress(due, mix);

  const drafts = (): PaymentDraft[] => {
    const amount = String(due);
    if (mode === "cash") return [{ ...emptyDraft("cash", amount), tendered }];
    if (mode === "card") return [{ ...emptyDraft("card", amount), reference }];
    if (mode === "vietqr") return [emptyDraft("vietqr", amount)];
    return mix.filter((draft) => (amountOf(draft.amount) ?? 0) > 0 || draft.tendered !== "" || draft.reference !== "");
  };

  return {
    due,
    mode,
    choose: (next: PayMode) => setMode(next),
    tendered,
    setTendered,
    /** "Đúng số tiền": the customer hands over exactly what is due. */
    exact: () => setTendered(formatCount(due)),
    reference,
    setReference,
    cash,
    mix,
    drafts,
    progress,
    setMixLine: (index: number, patch: Partial<PaymentDraft>) => setMix((lines) => lines.map((line, i) => (i === index ? { ...line, ...patch } : line))),
    addMixLine: () => setMix((lines) => (lines.length >= 5 ? lines : [...lines, emptyDraft("cash")])),
    removeMixLine: (index: number) => setMix((lines) => lines.filter((_, i) => i !== index)),
    /** A line takes what is still left to pay (its own amount counted back in). */
    fillRemaining: (index: number) =>
      setMix((lines) => {
        const others = lines.reduce((sum, line, i) => (i === index ? sum : sum + (amountOf(line.amount) ?? 0)), 0);
        return lines.map((line, i) => (i === index ? { ...line, amount: formatCount(Math.max(0, due - others)) } : line));
      }),
    /** The change to give back: cash handed over beyond what it pays. */
    change: mode === "cash" ? (cash.kind === "change" ? cash.change : 0) : mode === "mix" ? mixChange(mix) : 0,
    /** Whether the payment as typed covers `due` exactly (the server checks again). */
    ready:
      due > 0 &&
      (mode === "cash"
        ? cash.kind === "change" || cash.kind === "empty"
        : mode === "card" || mode === "vietqr"
          ? true
          : mode === "mix" && progress.remaining === 0),
    reset: () => {
      setMode(null);
      setTendered("");
      setReference("");
      setMix([emptyDraft("cash"), emptyDraft("card")]);
    },
  };
}

export type Payment = ReturnType<typeof usePayment>;
