import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order, Seat, SeatMap } from "@hancine/contract/booking";
import { OrderLines, SelectionLines } from "./order-lines.tsx";
import { useBooking } from "./use-booking.ts";
import { useHoldCountdown } from "./use-hold-countdown.ts";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { purchaseVi } from "@hancine/contract/i18n/vi/purchase";
import { MessagesProvider } from "#web/lib/i18n/messages.tsx";

/** The page's words, as the booking page's loader sends them (Vietnamese). */
const PURCHASE_VI = compileCatalogue(purchaseVi);
const withMessages = ({ children }: { children: React.ReactNode }) => <MessagesProvider messages={PURCHASE_VI}>{children}</MessagesProvider>;

/**
 * The booking page's state as a buyer meets it: seats picked and their price, the hold asked of the
 * server (its answer given by a stubbed fetch: the page's one way out), the steps and the countdown.
 */

const SHOWTIME = "st-1";
const STANDARD = 75_000;
const VIP = 95_000;

function seat(label: string, x: number, y: number, price: number, status: Seat["status"] = "available"): Seat {
  return { id: `seat-${label}`, label, type: price === VIP ? "vip" : "standard", status, price, x, y, span: 1, companion: false };
}

/** Row A: A1–A8 standard, A8 sold. Row B: B1–B4 VIP, B4 held by another buyer. */
function seatMap(overrides: Record<string, Seat["status"]> = {}): SeatMap {
  const a = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => seat(`A${n}`, n - 1, 0, STANDARD, n === 8 ? "sold" : "available"));
  const b = [1, 2, 3, 4].map((n) => seat(`B${n}`, n - 1, 1, VIP, n === 4 ? "held" : "available"));
  const withOverrides = (s: Seat) => ({ ...s, status: overrides[s.label] ?? s.status });
  return {
    showtimeId: SHOWTIME,
    rows: [
      { label: "A", seats: a.map(withOverrides) },
      { label: "B", seats: b.map(withOverrides) },
    ],
    columns: 8,
    screenSide: "top",
  };
}

const NOW = Date.parse("2026-11-28T12:00:00Z");

function heldOrder(
  labels: string[],
  { id = "order-1", createdAt = NOW, holdMs = 10 * 60_000, total }: Partial<{ id: string; createdAt: number; holdMs: number; total: number }> = {},
): Order {
  const seats = labels.map((label) => {
    const price = label.startsWith("B") ? VIP : STANDARD;
    return { id: `seat-${label}`, label, type: price === VIP ? ("vip" as const) : ("standard" as const), price };
  });
  const subtotal = seats.reduce((sum, s) => sum + s.price, 0);
  return {
    id,
    code: "HC7K2Q",
    status: "held",
    showtime: {
      id: SHOWTIME,
      startsAt: "2026-11-28T19:30:00+07:00",
      endsAt: "2026-11-28T21:40:00+07:00",
      accessibilityFeatures: [],
      format: "2D",
      language: "Phụ đề",
      version: "Phụ đề tiếng Việt",
      film: { slug: "lat-mat-8", name: "Lật Mặt 8", nameEn: null, age: "T13" },
      cinema: { slug: "hancine-ba-trieu", name: "HanCine Bà Triệu" },
      auditorium: { name: "Phòng 2" },
      seatsLeft: 40,
      priceFrom: STANDARD,
      saleEventId: null,
    },
    seats,
    products: [],
    voucher: null,
    subtotal,
    discount: 0,
    total: total ?? subtotal,
    currency: "VND",
    expiresAt: new Date(createdAt + holdMs).toISOString(),
    ageConfirmed: false,
    createdAt: new Date(createdAt).toISOString(),
  };
}

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; result?: unknown; error?: { code: string; message: string; details?: Record<string, unknown> } };

/** The API as the page reaches it: each "METHOD /path" answered from the test's table; every call recorded. */
function stubApi(table: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.replace(/^\/api\/v1/, "");
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const entry = table[`${method} ${path}`];
    if (!entry) throw new Error(`unexpected request ${method} ${path}`);
    const answer = typeof entry === "function" ? await entry() : entry;
    const envelope = answer.error ? { error: answer.error } : { result: answer.result };
    return new Response(JSON.stringify(envelope), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  return calls;
}

function options(overrides: Partial<Parameters<typeof useBooking>[0]> = {}): Parameters<typeof useBooking>[0] {
  return { showtimeId: SHOWTIME, seatMap: seatMap(), initialOrder: null, serverNow: Date.now(), signedIn: true, openLogin: () => {}, ...overrides };
}

/** The hook as the booking page uses it: with the hold's countdown, which expires the hold. */
function renderBooking(overrides: Partial<Parameters<typeof useBooking>[0]> = {}) {
  return renderHook(
    () => {
      const booking = useBooking(options(overrides));
      const remaining = useHoldCountdown(booking.order?.expiresAt ?? null, booking.clockOffset, booking.expire);
      return { booking, remaining };
    },
    { wrapper: withMessages },
  );
}

type Rendered = ReturnType<typeof renderBooking>["result"];
const seatOf = (result: Rendered, label: string) => result.current.booking.rows.flatMap((r) => r.seats).find((s) => s.label === label)!;
const pick = (result: Rendered, ...labels: string[]) => {
  for (const label of labels) act(() => result.current.booking.toggle(seatOf(result, label)));
};
const picked = (result: Rendered) => result.current.booking.selectedSeats.map((s) => s.label);

beforeEach(() => {
  // No turn from a waiting room in this tab.
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("picking seats", () => {
  it("adds and removes seats, and the price shown before the hold is their sum", () => {
    const { result } = renderBooking();
    pick(result, "A1", "A2", "B1");
    expect(picked(result)).toEqual(["A1", "A2", "B1"]);
    expect(result.current.booking.statusOf(seatOf(result, "B1"))).toBe("selected");

    const { rerender } = render(<SelectionLines seats={result.current.booking.selectedSeats} />, { wrapper: withMessages });
    expect(screen.getByTestId("selected-seats").textContent).toBe("A1, A2, B1");
    // The preview's total, beside "Tạm tính".
    expect(screen.getByText("Tạm tính").nextElementSibling?.textContent).toBe("245.000\u00a0₫"); // 75.000 + 75.000 + 95.000

    pick(result, "B1");
    expect(picked(result)).toEqual(["A1", "A2"]);
    expect(result.current.booking.statusOf(seatOf(result, "B1"))).toBe("available");
    rerender(<SelectionLines seats={result.current.booking.selectedSeats} />);
    expect(screen.getByText("Tạm tính").nextElementSibling?.textContent).toBe("150.000\u00a0₫");
    expect(result.current.booking.notice).toBeNull();
  });

  it("refuses a seat another buyer has, and a ninth seat, saying why", () => {
    const { result } = renderBooking();
    pick(result, "A8");
    expect(picked(result)).toEqual([]);
    expect(result.current.booking.notice).toEqual({ tone: "error", text: "Ghế A8 đã bán. Bạn hãy chọn ghế khác nhé." });
    pick(result, "B4");
    expect(result.current.booking.notice?.text).toBe("Ghế B4 đang được người khác giữ. Bạn hãy chọn ghế khác nhé.");

    pick(result, "A1", "A2", "A3", "A4", "A5", "A6", "A7", "B1");
    expect(picked(result)).toHaveLength(8);
    pick(result, "B2");
    expect(picked(result)).not.toContain("B2");
    const limit = "Mỗi đơn hàng có tối đa 8 ghế. Bạn hãy bỏ bớt ghế trước khi chọn thêm nhé.";
    expect(result.current.booking.notice).toEqual({ tone: "error", text: limit });
    expect(result.current.booking.announcement).toBe(limit);
  });

  it("warns of a seat left alone beside the choice, and does not hold such a choice", async () => {
    const calls = stubApi({});
    const { result } = renderBooking();
    pick(result, "A2"); // A1, at the row's end, would be left alone
    expect(result.current.booking.flagged.has("seat-A1")).toBe(true);
    expect(result.current.booking.notice?.text).toMatch(/^Ghế A1 sẽ bị bỏ trống một mình/);

    await act(() => result.current.booking.holdSeats());
    expect(calls).toEqual([]);
    expect(result.current.booking.step).toBe("seats");

    pick(result, "A1");
    expect(result.current.booking.flagged.size).toBe(0);
    expect(result.current.booking.notice).toBeNull();
  });
});

describe("holding the seats", () => {
  it("asks a signed-out visitor to sign in first, keeping the seats, and sends nothing", async () => {
    const calls = stubApi({});
    const openLogin = vi.fn();
    const { result } = renderBooking({ signedIn: false, openLogin });
    pick(result, "A1", "A2");
    await act(() => result.current.booking.holdSeats());
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    expect(result.current.booking.notice).toEqual({ tone: "info", text: "Bạn cần đăng nhập để giữ ghế. Ghế bạn chọn vẫn còn nguyên trên sơ đồ." });
    expect(picked(result)).toEqual(["A1", "A2"]);
    expect(result.current.booking.step).toBe("seats");
  });

  it("goes on to the concessions once the server holds them; going back keeps the hold", async () => {
    const order = heldOrder(["A1", "A2"], { createdAt: Date.now() });
    const calls = stubApi({ "POST /orders": { status: 201, result: order } });
    const { result } = renderBooking();

    // Before a hold there is no later step to go to.
    act(() => result.current.booking.goToStep("combos"));
    expect(result.current.booking.step).toBe("seats");

    pick(result, "A1", "A2");
    await act(() => result.current.booking.holdSeats());
    expect(calls).toEqual([{ method: "POST", path: "/orders", body: { showtimeId: SHOWTIME, seatIds: ["seat-A1", "seat-A2"] } }]);
    expect(result.current.booking.step).toBe("combos");
    expect(result.current.booking.order?.id).toBe("order-1");
    expect(result.current.booking.announcement).toBe("Đã giữ 2 ghế: A1, A2.");
    expect(result.current.booking.statusOf(seatOf(result, "A1"))).toBe("mine");
    render(<OrderLines order={result.current.booking.order!} />, { wrapper: withMessages });
    expect(screen.getByTestId("order-total").textContent).toBe("150.000\u00a0₫");

    act(() => result.current.booking.goToStep("summary"));
    expect(result.current.booking.step).toBe("summary");
    act(() => result.current.booking.goToStep("seats"));
    expect(result.current.booking.step).toBe("seats");
    expect(result.current.booking.order?.id).toBe("order-1");
    expect(picked(result)).toEqual(["A1", "A2"]);
    // A held seat let go shows as free to its holder (a new hold would replace this one)…
    pick(result, "A2");
    expect(result.current.booking.statusOf(seatOf(result, "A2"))).toBe("available");
    expect(result.current.booking.statusOf(seatOf(result, "A1"))).toBe("mine");
    pick(result, "A2");

    // The same seats again: on to the concessions without a second request.
    await act(() => result.current.booking.holdSeats());
    expect(result.current.booking.step).toBe("combos");
    expect(calls).toHaveLength(1);
  });

  it("drops a seat someone took meanwhile, says which, and shows the map as it is now", async () => {
    let sendMap: (answer: Answer) => void = () => {};
    const calls = stubApi({
      "POST /orders": {
        status: 409,
        error: { code: "SEATS_UNAVAILABLE", message: "Một số ghế bạn chọn vừa có người giữ.", details: { seatIds: ["seat-A2"] } },
      },
      "GET /showtimes/st-1/seats": () => new Promise<Answer>((resolve) => (sendMap = resolve)),
    });
    const { result } = renderBooking();
    pick(result, "A1", "A2");
    await act(() => result.current.booking.holdSeats());

    // At once, before the fresh map arrives:
    const text = "Ghế A2 vừa có người chọn. Bạn hãy chọn ghế khác nhé.";
    expect(result.current.booking.notice).toEqual({ tone: "error", text });
    expect(result.current.booking.announcement).toBe(text);
    expect(picked(result)).toEqual(["A1"]);
    expect(result.current.booking.step).toBe("seats");
    expect(result.current.booking.order).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => sendMap({ result: seatMap({ A2: "held" }) }));
    await waitFor(() => expect(result.current.booking.statusOf(seatOf(result, "A2"))).toBe("held"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /orders", "GET /showtimes/st-1/seats"]);
    expect(result.current.booking.busy).toBe(false);
  });

  it("cancelling the hold returns to an empty seat map with a note", async () => {
    const calls = stubApi({ "DELETE /orders/order-1": { result: null }, "GET /showtimes/st-1/seats": { result: seatMap() } });
    const { result } = renderBooking({ initialOrder: heldOrder(["A1", "A2"]), serverNow: NOW });
    expect(result.current.booking.step).toBe("combos");

    await act(() => result.current.booking.cancelOrder());
    expect(result.current.booking.step).toBe("seats");
    expect(result.current.booking.order).toBeNull();
    expect(picked(result)).toEqual([]);
    expect(result.current.booking.notice).toEqual({ tone: "info", text: "Đã huỷ giữ ghế. Bạn có thể chọn ghế lại." });
    expect(result.current.booking.announcement).toBe("Đã huỷ giữ ghế.");
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /orders/order-1", "GET /showtimes/st-1/seats"]));
    // Going forward again needs a new hold.
    act(() => result.current.booking.goToStep("combos"));
    expect(result.current.booking.step).toBe("seats");
  });
});

describe("changing the held order", () => {
  it("shows the answer to the last change even when an earlier one arrives after it", async () => {
    const answers: ((answer: Answer) => void)[] = [];
    stubApi({ "PATCH /orders/order-1": () => new Promise<Answer>((resolve) => answers.push(resolve)) });
    const { result } = renderBooking({ initialOrder: heldOrder(["A1"]), serverNow: NOW });

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.booking.updateOrder({ products: [{ productId: "combo-1", quantity: 1 }] });
    });
    act(() => {
      second = result.current.booking.updateOrder({ products: [{ productId: "combo-1", quantity: 2 }] });
    });
    await waitFor(() => expect(answers).toHaveLength(2));

    await act(async () => {
      answers[1]!({ result: heldOrder(["A1"], { total: 75_000 + 2 * 89_000 }) });
      await second;
    });
    await act(async () => {
      answers[0]!({ result: heldOrder(["A1"], { total: 75_000 + 89_000 }) });
      await first;
    });
    expect(result.current.booking.order?.total).toBe(253_000);
  });

  it("does not let a form's change (the voucher) answered late undo a change sent after it", async () => {
    stubApi({ "PATCH /orders/order-1": { result: heldOrder(["A1"], { total: 75_000 + 89_000 }) } });
    const { result } = renderBooking({ initialOrder: heldOrder(["A1"]), serverNow: NOW });

    let voucher = 0;
    act(() => {
      voucher = result.current.booking.orderChange.sent();
    });
    await act(() => result.current.booking.updateOrder({ products: [{ productId: "combo-1", quantity: 1 }] }));
    act(() => result.current.booking.orderChange.answered(voucher, { ok: true, result: heldOrder(["A1"], { total: 70_000 }) }));
    expect(result.current.booking.order?.total).toBe(164_000);

    // Answered in turn, a form's change is shown.
    act(() =>
      result.current.booking.orderChange.answered(result.current.booking.orderChange.sent(), { ok: true, result: heldOrder(["A1"], { total: 159_000 }) }),
    );
    expect(result.current.booking.order?.total).toBe(159_000);
  });

  it("ends the hold when the server says it is gone", async () => {
    stubApi({ "PATCH /orders/order-1": { status: 410, error: { code: "HOLD_EXPIRED", message: "Thời gian giữ ghế đã hết." } } });
    const { result } = renderBooking({ initialOrder: heldOrder(["A1"]), serverNow: NOW });
    await act(() => result.current.booking.updateOrder({ products: [] }));
    expect(result.current.booking.expired).toBe(true);
    expect(result.current.booking.order).toBeNull();
  });
});

describe("the hold's countdown", () => {
  it("counts by the server's clock and, at zero, gives the seats back; choosing again starts over", async () => {
    // The browser's clock runs two minutes behind the server's.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: NOW - 2 * 60_000 });
    const calls = stubApi({ "GET /showtimes/st-1/seats": { result: seatMap() } });
    const { result } = renderBooking({ initialOrder: heldOrder(["A1", "A2"], { createdAt: NOW - 9 * 60_000 }), serverNow: NOW });
    expect(result.current.remaining).toBe(60_000);
    expect(result.current.booking.step).toBe("combos");

    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.remaining).toBe(1_000);
    expect(result.current.booking.expired).toBe(false);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.booking.expired).toBe(true);
    expect(result.current.booking.order).toBeNull();
    expect(result.current.remaining).toBeNull();
    expect(result.current.booking.announcement).toBe("Hết thời gian giữ ghế. Ghế đã được trả lại; bạn có thể chọn ghế lại.");
    // Nothing further to go to with the hold gone.
    act(() => result.current.booking.goToStep("summary"));
    expect(result.current.booking.step).toBe("combos");

    vi.useRealTimers();
    act(() => result.current.booking.chooseAgain());
    expect(result.current.booking.expired).toBe(false);
    expect(result.current.booking.step).toBe("seats");
    expect(picked(result)).toEqual([]);
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /showtimes/st-1/seats"]));
  });
});
