import { useEffect, useRef, useState } from "react";
import type { Seat, SeatMap } from "@hancine/contract/booking";
import { MAX_SEATS_PER_ORDER, SEAT_STATUS_LABELS, type SeatStatus } from "@hancine/contract/booking-constants";
import { companionAloneMessage, companionsAlone, strandedSeats, tooManySeatsMessage } from "@hancine/contract/seat-rules";
import { callApi } from "#web/lib/api-client.ts";
import type { DisplayStatus } from "#web/features/buy/seat-map/seat-grid.ts";
import { useSeatEvents, type SeatChange } from "#web/features/buy/seat-map/use-seat-events.ts";

const TAKEN: Partial<Record<DisplayStatus, string>> = { held: "đang được giữ (khách trực tuyến)", sold: "đã bán", blocked: "không mở bán" };

/**
 * The counter's seat map of one showtime: the website's map (`GET /showtimes/:id/seats`) kept live by
 * the same stream (`useSeatEvents`), and the cashier's pick. A picked seat someone takes online is
 * unpicked with a message; seats the server refused (409 SEAT_TAKEN) are marked on the map.
 */
export function useCounterSeats(showtimeId: string, announce: (text: string) => void) {
  const [map, setMap] = useState<SeatMap | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [statuses, setStatuses] = useState(new Map<string, SeatStatus>());
  const [selected, setSelected] = useState<string[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // The seats of the sale being sent: their own 'sold' event may arrive before the sale's answer and
  // must not read as a customer online taking them.
  const selling = useRef(new Set<string>());

  const load = async () => {
    const reply = await callApi("GET /showtimes/:id/seats", { params: { id: showtimeId } });
    if (!reply.ok) {
      setFailed(reply.error.message);
      return null;
    }
    setFailed(null);
    setMap(reply.result);
    const fresh = new Map(reply.result.rows.flatMap((row) => row.seats.map((seat) => [seat.id, seat.status] as const)));
    setStatuses(fresh);
    return fresh;
  };

  useEffect(() => {
    setMap(null);
    setSelected([]);
    setRefused([]);
    setNotice(null);
    void load();
    // One load per showtime; `load` reads only the id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showtimeId]);

  const seats = map?.rows.flatMap((row) => row.seats) ?? [];
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const labelsOf = (ids: readonly string[]) => ids.map((id) => byId.get(id)?.label ?? id).join(", ");

  const applyChanges = (changes: SeatChange[]) => {
    setStatuses((previous) => {
      const next = new Map(previous);
      for (const change of changes) next.set(change.id, change.status);
      return next;
    });
    const taken = changes
      .filter((change) => change.status !== "available" && selected.includes(change.id) && !selling.current.has(change.id))
      .map((change) => change.id);
    if (taken.length > 0) {
      setSelected((previous) => previous.filter((id) => !taken.includes(id)));
      const text = `Ghế ${labelsOf(taken)} vừa có khách trực tuyến giữ hoặc mua. Hãy chọn ghế khác.`;
      setNotice(text);
      announce(text);
    }
  };
  useSeatEvents(showtimeId, applyChanges, () => void load());

  const statusOf = (seat: Seat): DisplayStatus => {
    if (selected.includes(seat.id)) return "selected";
    const status = statuses.get(seat.id) ?? seat.status;
    // The counter holds nothing of its own: a seat shown as the viewer's is, for the cashier, taken.
    return status === "mine" ? "held" : status;
  };

  const toggle = (seat: Seat) => {
    const shown = statusOf(seat);
    const taken = TAKEN[shown];
    if (taken) {
      const text = `Ghế ${seat.label} ${taken}.`;
      setNotice(text);
      announce(text);
      return;
    }
    setRefused((previous) => previous.filter((id) => id !== seat.id));
    if (selected.includes(seat.id)) {
      setSelected(selected.filter((id) => id !== seat.id));
      announce(`Bỏ chọn ghế ${seat.label}.`);
    } else if (selected.length >= MAX_SEATS_PER_ORDER) {
      setNotice(tooManySeatsMessage());
      announce(tooManySeatsMessage());
      return;
    } else {
      setSelected([...selected, seat.id]);
      announce(`Đã chọn ghế ${seat.label}.`);
    }
    setNotice(null);
  };

  const ruleSeats = seats.map((seat) => ({ ...seat, status: statuses.get(seat.id) ?? seat.status }));
  const stranded = strandedSeats(ruleSeats, selected).map((seat) => seat.id);
  // A companion seat picked without a wheelchair space (decision 082): marked and said at once, as on the website.
  const alone = companionsAlone(ruleSeats, selected);

  return {
    map,
    failed,
    statusOf,
    toggle,
    selectedSeats: selected.map((id) => byId.get(id)).filter((seat): seat is Seat => seat !== undefined),
    /** Seats to point out on the map: refused by the server, left stranded by the pick, or companion seats without a wheelchair space. */
    flagged: new Set([...refused, ...stranded, ...alone.map((seat) => seat.id)]),
    notice: notice ?? (alone.length > 0 ? companionAloneMessage(alone.map((seat) => seat.label)) : null),
    /** The room has companion seats: the map's legend says what the dashed ones are. */
    hasCompanions: seats.some((seat) => seat.companion === true),
    clearSelection: () => {
      setSelected([]);
      setNotice(null);
    },
    /** A sale of these seats is being sent (or, with none, has been answered). */
    selling: (ids: readonly string[]) => {
      selling.current = new Set(ids);
    },
    /** After a sale: its seats are sold (the stream says so too, a moment later). */
    markSold: (ids: readonly string[]) => {
      setStatuses((previous) => {
        const next = new Map(previous);
        for (const id of ids) next.set(id, "sold");
        return next;
      });
      setSelected([]);
    },
    /** 409 SEAT_TAKEN: the seats are unpicked and marked, the map read again. */
    refuse: (ids: readonly string[]) => {
      setRefused([...ids]);
      setSelected((previous) => previous.filter((id) => !ids.includes(id)));
      const text = `Ghế ${labelsOf(ids)} vừa có người giữ hoặc mua trước. Đã bỏ khỏi giỏ; hãy chọn ghế khác.`;
      setNotice(text);
      announce(text);
      void load();
    },
    statusWord: (status: SeatStatus) => SEAT_STATUS_LABELS[status],
  };
}

export type CounterSeats = ReturnType<typeof useCounterSeats>;
