import { seatChangesSchema } from "@hancine/contract/booking";
import type { DatabaseNotifications } from "#server/db/notifications.ts";
import { SEAT_CHANNEL, type SeatChangeMessage } from "./seat-events.ts";

/** `end`: the server is shutting down; the stream should close (the browser reconnects elsewhere). */
export type SeatEvent = { kind: "seats"; seats: SeatChangeMessage["seats"] } | { kind: "resync" } | { kind: "end" };
export type SeatListener = (event: SeatEvent) => void;

/**
 * The seat channel of the process's one LISTEN (`db/notifications.ts`), fanned out to the open seat
 * maps (SSE connections) by showtime. Every process listens on the same PostgreSQL channel, so a hold
 * taken through any instance reaches the buyers connected to all of them. When listening resumes
 * after a loss, every open map is told to reload (`resync`): notifications sent meanwhile are lost.
 */
export class SeatEventHub {
  private readonly listeners = new Map<string, Set<SeatListener>>();
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.notifications.listen(SEAT_CHANNEL, {
      onMessage: (payload) => this.dispatch(payload),
      onReconnect: () => this.broadcast({ kind: "resync" }),
    });
  }

  subscribe(showtimeId: string, listener: SeatListener): () => void {
    const set = this.listeners.get(showtimeId) ?? new Set();
    set.add(listener);
    this.listeners.set(showtimeId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(showtimeId);
    };
  }

  close(): void {
    this.broadcast({ kind: "end" });
    this.stopListening?.();
    this.listeners.clear();
  }

  private dispatch(payload: string): void {
    let message: SeatChangeMessage;
    try {
      const parsed = JSON.parse(payload) as { showtimeId?: unknown; seats?: unknown };
      message = { showtimeId: String(parsed.showtimeId), seats: seatChangesSchema.parse(parsed.seats) };
    } catch (err) {
      this.log.warn({ err }, "seat events: unreadable notification ignored");
      return;
    }
    for (const listener of this.listeners.get(message.showtimeId) ?? []) listener({ kind: "seats", seats: message.seats });
  }

  private broadcast(event: SeatEvent): void {
    for (const set of this.listeners.values()) for (const listener of set) listener(event);
  }
}
