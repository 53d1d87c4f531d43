import { useRef, useState } from "react";
import type { Order, Seat, SeatMap, UpdateOrder } from "@hancine/contract/booking";
import { MAX_SEATS_PER_ORDER, type SeatStatus } from "@hancine/contract/booking-constants";
import { checkSeatSelection, strandedSeats, companionsAlone, type RuleSeat, type SeatSelectionProblem } from "@hancine/contract/seat-rules";
import { callApi, type ApiOutcome } from "#web/lib/api-client.ts";
import { suggestSeats } from "../seat-map/suggest-seats.ts";
import { admissionPassFor, askAdmission, forgetAdmissionPass } from "../waiting-room/admission-pass.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

export type BookingStep = "seats" | "combos" | "summary";
/** A seat as the buyer sees it: the API's status, or their own pick before it is held. */
export type ShownStatus = SeatStatus | "selected";
export type Notice = { tone: "error" | "info"; text: string };
type SeatChange = { id: string; status: SeatStatus };

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((id) => b.includes(id));
}

type Options = {
  showtimeId: string;
  seatMap: SeatMap;
  initialOrder: Order | null;
  /** Open the held order at its last step (the summary and payment), e.g. after a failed payment. */
  resumeAtPayment?: boolean;
  /** The server's clock when the page was made (ms): the countdown follows the server's time. */
  serverNow: number;
  /** Whether someone is signed in now (holding needs an account). */
  signedIn: boolean;
  /** Ask the visitor to sign in; the page continues the hold once they have. */
  openLogin: () => void;
  /** Exchanging this paid order (decision 049): the seats are taken by POST /orders/:id/exchange; a paid answer opens its page. */
  exchangeFrom?: { id: string } | null;
  /** Where an exchange that needs no payment ends: the new order's page. */
  onExchanged?: (order: Order) => void;
  /** The showtime sells through a sale event's waiting room and the visitor has no turn yet (decision 055). */
  onQueueRequired?: (eventId: string) => void;
};

/**
 * The booking page's state: seat statuses (live), the buyer's selection with the seat rules, the
 * held order and its steps. Every total shown after the hold comes from the server's answer.
 */
export function useBooking({
  showtimeId,
  seatMap,
  initialOrder,
  resumeAtPayment = false,
  serverNow,
  signedIn,
  openLogin,
  exchangeFrom = null,
  onExchanged,
  onQueueRequired,
}: Options) {
  const seats = seatMap.rows.flatMap((row) => row.seats);
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const labelsOf = (ids: readonly string[]) => ids.map((id) => byId.get(id)?.label ?? id);
  // The seat rules' refusals in the page's language (the same sentences the server writes, `seat-rules` / `purchase.rules.*`).
  const { t } = useI18n();
  const tooManySeatsMessage = () => t("purchase.rules.tooMany", { max: MAX_SEATS_PER_ORDER });
  const unavailableSeatsMessage = (labels: readonly string[]) => t("purchase.rules.taken", { seats: labels.join(", ") });
  const strandedSeatsMessage = (labels: readonly string[]) => t("purchase.rules.stranded", { seats: labels.join(", ") });
  const companionAloneMessage = (labels: readonly string[]) => t("purchase.rules.companionAlone", { seats: labels.join(", ") });
  const problemMessage = (problem: SeatSelectionProblem) =>
    problem.kind === "too_many"
      ? tooManySeatsMessage()
      : problem.kind === "unavailable"
        ? unavailableSeatsMessage(labelsOf(problem.seatIds))
        : problem.kind === "stranded"
          ? strandedSeatsMessage(labelsOf(problem.seatIds))
          : companionAloneMessage(labelsOf(problem.seatIds));

  const [base, setBase] = useState(() => new Map(seats.map((seat) => [seat.id, seat.status])));
  const [order, setOrder] = useState<Order | null>(initialOrder);
  const [selected, setSelected] = useState<string[]>(() =>
    initialOrder ? initialOrder.seats.map((s) => s.id) : seats.filter((s) => s.status === "mine").map((s) => s.id),
  );
  const [step, setStep] = useState<BookingStep>(initialOrder ? (resumeAtPayment ? "summary" : "combos") : "seats");
  const [expired, setExpired] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const [salesClosed, setSalesClosed] = useState(false);
  // Server clock minus browser clock: from the page's render time, then from each new hold's creation time.
  const [clockOffset, setClockOffset] = useState(() => (typeof window === "undefined" ? 0 : serverNow - Date.now()));

  const pending = useRef(new Set<string>());
  // The seats of the hold the server just granted: its own 'held' event can arrive before React has
  // re-rendered with the order, and must not read as someone else taking them.
  const ownHold = useRef(new Set<string>(initialOrder ? initialOrder.seats.map((s) => s.id) : []));
  const focused = useRef<string | null>(null);
  const patchSequence = useRef(0);

  const active = order !== null && order.status === "held" && !expired;
  const heldIds = new Set(active ? order.seats.map((s) => s.id) : []);

  const statusOf = (seat: Seat): ShownStatus => {
    if (selected.includes(seat.id)) return heldIds.has(seat.id) ? "mine" : "selected";
    const status = base.get(seat.id) ?? seat.status;
    // The buyer's own hold that they have unpicked is free to them: a new hold replaces it.
    return status === "mine" || heldIds.has(seat.id) ? "available" : status;
  };

  const ruleSeats: (RuleSeat & Pick<Seat, "type">)[] = seats.map((seat) => {
    const status = base.get(seat.id) ?? seat.status;
    return { ...seat, status: heldIds.has(seat.id) ? "mine" : status };
  });
  const flagged = new Set(strandedSeats(ruleSeats, selected).map((seat) => seat.id));

  const announce = (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));

  const toggle = (seat: Seat) => {
    const shown = statusOf(seat);
    if (shown === "held" || shown === "sold" || shown === "blocked") {
      setNotice({ tone: "error", text: t("purchase.pick.taken", { seat: seat.label, status: shown }) });
      return;
    }
    let next: string[];
    if (selected.includes(seat.id)) next = selected.filter((id) => id !== seat.id);
    else if (selected.length >= MAX_SEATS_PER_ORDER) {
      setNotice({ tone: "error", text: tooManySeatsMessage() });
      announce(tooManySeatsMessage());
      return;
    } else next = [...selected, seat.id];
    setSelected(next);
    const stranded = strandedSeats(ruleSeats, next);
    // A companion seat picked before (or without) its wheelchair space: said at once, not at 'Tiếp tục'.
    const alone = companionsAlone(ruleSeats, next);
    setNotice(
      stranded.length > 0
        ? { tone: "error", text: strandedSeatsMessage(stranded.map((s) => s.label)) }
        : alone.length > 0
          ? { tone: "error", text: companionAloneMessage(alone.map((s) => s.label)) }
          : null,
    );
  };

  /** "Chọn giúp tôi": the best block of `count` seats replaces what was picked (decision 011, addendum). */
  const suggest = (count: number) => {
    const ids = suggestSeats(ruleSeats, count, seatMap.screenSide);
    if (!ids) {
      const text = t("purchase.pick.noBlock", { count });
      setNotice({ tone: "error", text });
      announce(text);
      return;
    }
    setSelected(ids);
    setNotice(null);
    const labels = ids.map((id) => byId.get(id)?.label).join(", ");
    announce(t("purchase.pick.suggested", { count, seats: labels }));
  };

  /** Statuses from the live stream: a picked seat someone else takes is unpicked, with a message. */
  const applyChanges = (changes: SeatChange[]) => {
    setBase((previous) => {
      const next = new Map(previous);
      for (const change of changes) next.set(change.id, change.status);
      return next;
    });
    const taken = changes
      .filter((c) => c.status !== "available" && selected.includes(c.id) && !heldIds.has(c.id) && !pending.current.has(c.id) && !ownHold.current.has(c.id))
      .map((c) => c.id);
    if (taken.length > 0) {
      setSelected((previous) => previous.filter((id) => !taken.includes(id)));
      const text = unavailableSeatsMessage(labelsOf(taken));
      setNotice({ tone: "error", text });
      announce(text);
      return;
    }
    const underFocus = changes.find((c) => c.id === focused.current && !selected.includes(c.id));
    if (underFocus) announce(t("purchase.pick.changed", { seat: byId.get(underFocus.id)?.label ?? "", status: underFocus.status }));
  };

  /** The whole map again (after a reconnect, a conflict, a release or an expiry). */
  const reloadMap = async () => {
    const reply = await callApi("GET /showtimes/:id/seats", { params: { id: showtimeId } });
    if (!reply.ok) return;
    const fresh = new Map(reply.result.rows.flatMap((row) => row.seats.map((seat) => [seat.id, seat.status] as const)));
    setBase(fresh);
    const taken = selected.filter((id) => {
      const status = fresh.get(id);
      return status === "held" || status === "sold" || status === "blocked";
    });
    if (taken.length > 0) {
      setSelected((previous) => previous.filter((id) => !taken.includes(id)));
      setNotice({ tone: "error", text: unavailableSeatsMessage(labelsOf(taken)) });
    }
  };

  const holdSeats = async () => {
    if (busy) return;
    if (selected.length === 0) {
      setNotice({ tone: "error", text: t("purchase.pick.none") });
      return;
    }
    const problem = checkSeatSelection(ruleSeats, selected);
    if (problem) {
      setNotice({ tone: "error", text: problemMessage(problem) });
      announce(problemMessage(problem));
      return;
    }
    const heldNow = active ? order.seats.map((s) => s.id) : [];
    if (active && sameSet(selected, heldNow)) {
      setStep("combos");
      return;
    }
    if (!signedIn) {
      askToSignIn();
      return;
    }
    setBusy(true);
    setNotice(null);
    pending.current = new Set(selected);
    const send = (admissionToken: string | undefined) => {
      const body = { showtimeId, seatIds: selected, ...(admissionToken && { admissionToken }) };
      return exchangeFrom ? callApi("POST /orders/:id/exchange", { params: { id: exchangeFrom.id }, body }) : callApi("POST /orders", { body });
    };
    // A showtime of a sale event: the turn the waiting room gave goes with the hold (decision 055).
    const carried = admissionPassFor(showtimeId);
    let reply = await send(carried?.token);
    let used: { eventId: string } | null = reply.ok ? carried : null;
    if (!reply.ok && reply.error.code === "QUEUE_REQUIRED") {
      const eventId = reply.error.details?.saleEventId;
      // The carried turn was refused (used in another tab, run out): forgotten. A turn this tab
      // did not carry is asked of the server once; already buying, the hold needs none.
      if (carried) forgetAdmissionPass(carried.eventId);
      const fetched = typeof eventId === "string" ? await askAdmission(eventId) : null;
      if (fetched && fetched.token !== carried?.token) {
        reply = await send(fetched.token);
        used = reply.ok ? fetched : null;
      } else if (carried) reply = await send(undefined);
      if (!reply.ok && reply.error.code === "QUEUE_REQUIRED" && typeof eventId === "string" && onQueueRequired) {
        pending.current = new Set();
        setBusy(false);
        onQueueRequired(eventId);
        return;
      }
    }
    // Used up by the hold: later holds of this purchase (changing seats) need none.
    if (used) forgetAdmissionPass(used.eventId);
    if (reply.ok) ownHold.current = new Set(reply.result.seats.map((s) => s.id));
    pending.current = new Set();
    setBusy(false);
    if (reply.ok && reply.result.status === "paid") {
      // The old order's money covered the new seats: the exchange is done.
      onExchanged?.(reply.result);
      return;
    }
    if (reply.ok) {
      // The order was created a moment ago by the server's clock: that sets the countdown's clock.
      setClockOffset(Date.parse(reply.result.createdAt) - Date.now());
      setOrder(reply.result);
      setExpired(false);
      setSelected(reply.result.seats.map((s) => s.id));
      setBase((previous) => {
        const next = new Map(previous);
        for (const seat of reply.result.seats) next.set(seat.id, "mine");
        return next;
      });
      setStep("combos");
      announce(t("purchase.pick.held", { count: reply.result.seats.length, seats: reply.result.seats.map((s) => s.label).join(", ") }));
      return;
    }
    const { error } = reply;
    const { status } = error;
    if (status === 401) {
      askToSignIn();
      return;
    }
    if (error.code === "SEATS_UNAVAILABLE") {
      const seatIds = error.details?.seatIds;
      const ids = Array.isArray(seatIds) ? seatIds.filter((id): id is string => typeof id === "string") : [];
      setSelected((previous) => previous.filter((id) => !ids.includes(id)));
      const text = ids.length > 0 ? unavailableSeatsMessage(labelsOf(ids)) : error.message;
      setNotice({ tone: "error", text });
      announce(text);
      void reloadMap();
      return;
    }
    if (error.code === "SALES_CLOSED") setSalesClosed(true);
    setNotice({ tone: "error", text: error.fields?.seatIds ?? error.message });
    if (status === 400) void reloadMap();
  };

  function askToSignIn() {
    setNotice({ tone: "info", text: t("purchase.pick.signIn") });
    openLogin();
  }

  /**
   * Changes of the held order, numbered as they are sent: an answer is shown only if no change was sent
   * after it, so quick +/− clicks end on the last state; a hold the server no longer has ends here.
   * The voucher and points forms send theirs through their own routes and report here.
   */
  const orderChange = {
    sent: () => ++patchSequence.current,
    answered: (sequence: number, reply: ApiOutcome<Order>) => {
      if (reply.ok) {
        if (sequence === patchSequence.current) setOrder(reply.result);
      } else if (reply.error.status === 410 || reply.error.status === 404) {
        expire();
      }
    },
  };

  /** PATCH the held order (see `orderChange`). */
  const updateOrder = async (patch: UpdateOrder): Promise<ApiOutcome<Order> | null> => {
    if (!active) return null;
    const sequence = orderChange.sent();
    const reply = await callApi("PATCH /orders/:id", { params: { id: order.id }, body: patch });
    orderChange.answered(sequence, reply);
    return reply;
  };

  const resetToSeats = (text: string | null) => {
    ownHold.current = new Set();
    setOrder(null);
    setExpired(false);
    setSelected([]);
    setStep("seats");
    setNotice(text ? { tone: "info", text } : null);
    void reloadMap();
  };

  const cancelOrder = async () => {
    if (!order) return;
    setBusy(true);
    const reply = await callApi("DELETE /orders/:id", { params: { id: order.id } });
    setBusy(false);
    if (!reply.ok && reply.error.status !== 404 && reply.error.status !== 410) {
      setNotice({ tone: "error", text: reply.error.message });
      return;
    }
    resetToSeats(t("purchase.pick.released"));
    announce(t("purchase.pick.releasedShort"));
  };

  function expire() {
    ownHold.current = new Set();
    setExpired(true);
    announce(t("purchase.pick.expired"));
  }

  return {
    rows: seatMap.rows,
    columns: seatMap.columns,
    screenSide: seatMap.screenSide,
    statusOf,
    flagged,
    toggle,
    suggest,
    onFocusSeat: (id: string) => {
      focused.current = id;
    },
    selectedSeats: selected.map((id) => byId.get(id)).filter((seat): seat is Seat => seat !== undefined),
    applyChanges,
    reloadMap,
    step,
    goToStep: (next: BookingStep) => {
      if (next === "seats" || active) setStep(next);
    },
    order: active ? order : null,
    expired,
    clockOffset,
    expire,
    chooseAgain: () => resetToSeats(null),
    holdSeats,
    updateOrder,
    orderChange,
    cancelOrder,
    notice,
    announcement,
    busy,
    salesClosed,
  };
}

export type Booking = ReturnType<typeof useBooking>;
export type OrderChange = Booking["orderChange"];
