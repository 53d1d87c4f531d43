import type { QueuePlace } from "@hancine/contract/waiting-room";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { DatabaseNotifications } from "#server/db/notifications.ts";
import type { AdmissionKey } from "./admission-token.ts";
import { entriesByIds, touchEntries } from "./queue-entries-repository.ts";
import { queuePlaceOf, type EntrySnapshot, type LineSnapshot } from "./queue-place.ts";
import { QUEUE_CHANNEL, queueMessageOf, readQueueMessage, type QueueMessage } from "./queue-events.ts";
import { tokenFor } from "./queue-places.ts";
import { forgetSaleEvent, forgetSaleEvents } from "./sale-event-cache.ts";
import { findSaleEvent } from "./sale-events-repository.ts";

const HEARTBEAT_MS = 15_000;
/** Streams written between two turns of the event loop: a premiere's thousands of places never hold up other requests for long. */
const SLICE = 200;

/** Visits the streams a slice at a time, letting the event loop turn between slices. */
async function inSlices(streams: PlaceStream[], visit: (stream: PlaceStream) => void): Promise<void> {
  for (let i = 0; i < streams.length; i += SLICE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const stream of streams.slice(i, i + SLICE)) visit(stream);
  }
}
/** An open stream counts as being here: its `seen_at` is refreshed this often (one statement for all). */
const SEEN_MS = 30_000;

/** One open place stream (SSE): its owner's entry as last known, and how to write to it. */
export type PlaceStream = {
  entry: EntrySnapshot;
  opensAt: Date;
  send(place: QueuePlace): void;
  ping(): void;
  end(): void;
};

type Log = { warn(obj: unknown, msg?: string): void };

/**
 * The live places of the waiting rooms (decision 055): one LISTEN per process on `queue_events`,
 * the open streams kept per event. Each message (the line's progress) gives every stream its new
 * place without a query; only the streams whose turn came (seq ≤ admitted_through) are looked up,
 * once, to learn whether they were let in (and their token) or passed over.
 */
export class QueueEventHub {
  private readonly streams = new Map<string, Set<PlaceStream>>();
  private stopListening: (() => void) | undefined;
  private timers: ReturnType<typeof setInterval>[] = [];
  /** The latest message of each event not yet sent to its streams, and whether a fan-out is under way. */
  private readonly next = new Map<string, QueueMessage>();
  private sending = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly notifications: DatabaseNotifications,
    private readonly key: AdmissionKey,
    private readonly clock: () => Date,
    private readonly log: Log,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.notifications.listen(QUEUE_CHANNEL, {
      onMessage: (payload) => this.receive(payload),
      onReconnect: () => {
        forgetSaleEvents(this.database.db);
        void this.refreshAll();
      },
    });
    const heartbeat = setInterval(() => void inSlices(this.all(), (stream) => stream.ping()), HEARTBEAT_MS);
    const seen = setInterval(() => void this.markSeen(), SEEN_MS);
    for (const timer of [heartbeat, seen]) timer.unref();
    this.timers = [heartbeat, seen];
  }

  /** Adds a stream; answers the function that removes it. */
  open(stream: PlaceStream): () => void {
    const set = this.streams.get(stream.entry.eventId) ?? new Set();
    set.add(stream);
    this.streams.set(stream.entry.eventId, set);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(stream.entry.eventId) === set) this.streams.delete(stream.entry.eventId);
    };
  }

  /** Open streams (all events). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Every open stream's owner is here: one statement (every 30 s; tests call it). */
  async markSeen(): Promise<void> {
    const ids = new Set<string>();
    this.each((stream) => ids.add(stream.entry.id));
    try {
      await touchEntries(this.database.db, [...ids], this.clock());
    } catch (err) {
      this.log.warn({ err }, "queue streams: seen_at not refreshed");
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.each((stream) => stream.end());
    this.streams.clear();
    this.stopListening?.();
  }

  private each(visit: (stream: PlaceStream) => void): void {
    for (const set of this.streams.values()) for (const stream of set) visit(stream);
  }

  private all(): PlaceStream[] {
    const streams: PlaceStream[] = [];
    this.each((stream) => streams.push(stream));
    return streams;
  }

  /** A message from any instance: this process's copy of the event is stale; its streams hear of it in turn. */
  private receive(payload: string): void {
    const message = readQueueMessage(payload);
    if (!message) {
      this.log.warn({ payload }, "queue events: unreadable notification ignored");
      return;
    }
    forgetSaleEvent(this.database.db, message.eventId);
    if (!this.streams.has(message.eventId)) return;
    // One fan-out at a time, in order: a message arriving meanwhile replaces one of its event not yet sent (it says more).
    this.next.set(message.eventId, message);
    if (!this.sending) void this.sendAll();
  }

  private async sendAll(): Promise<void> {
    this.sending = true;
    try {
      for (let message = this.takeNext(); message; message = this.takeNext()) await this.dispatch(message);
    } finally {
      this.sending = false;
    }
  }

  private takeNext(): QueueMessage | undefined {
    const [first] = this.next.values();
    if (first) this.next.delete(first.eventId);
    return first;
  }

  private async dispatch(message: QueueMessage): Promise<void> {
    const set = this.streams.get(message.eventId);
    if (!set) return;
    const turnCame: PlaceStream[] = [];
    await inSlices([...set], (stream) => {
      if (!set.has(stream)) return; // closed meanwhile
      const { entry } = stream;
      if (entry.state === "waiting" && (entry.seq === null || entry.seq <= message.admittedThrough)) turnCame.push(stream);
      else this.push(stream, message);
    });
    await this.lookUp(turnCame, message);
  }

  /** Streams whose entry may have changed in a way the message cannot tell: read once, then pushed. */
  private async lookUp(streams: PlaceStream[], message: QueueMessage): Promise<void> {
    if (streams.length === 0) return;
    try {
      const rows = new Map((await entriesByIds(this.database.db, [...new Set(streams.map((s) => s.entry.id))])).map((row) => [row.id, row]));
      for (const stream of streams) {
        const row = rows.get(stream.entry.id);
        if (!row) continue;
        stream.entry = row;
        this.push(stream, message);
      }
    } catch (err) {
      this.log.warn({ err }, "queue events: places not looked up");
    }
  }

  private push(stream: PlaceStream, message: QueueMessage): void {
    const line: LineSnapshot = {
      eventStatus: message.status,
      opensAt: stream.opensAt,
      admittedThrough: message.admittedThrough,
      ratePerMinute: message.ratePerMinute,
    };
    stream.send(queuePlaceOf(stream.entry, line, this.clock(), (entry) => tokenFor(this.key, entry)));
  }

  /** After a lost connection: every stream looked up again, with its event's current line. */
  private async refreshAll(): Promise<void> {
    for (const [eventId, set] of this.streams) {
      const event = await findSaleEvent(this.database.db, eventId).catch(() => null);
      if (event) await this.lookUp([...set], queueMessageOf(event, this.clock()));
    }
  }
}
