import type { QueuePlace } from "@hancine/contract/waiting-room";
import { listenToChannel } from "../../db/channel-listener.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { AdmissionKey } from "./admission-token.ts";
import { entriesByIds, touchEntries } from "./queue-entries-repository.ts";
import { queuePlaceOf, type EntrySnapshot, type LineSnapshot } from "./queue-place.ts";
import { QUEUE_CHANNEL, queueMessageOf, readQueueMessage, type QueueMessage } from "./queue-events.ts";
import { tokenFor } from "./queue-places.ts";
import { findSaleEvent } from "./sale-events-repository.ts";

const HEARTBEAT_MS = 15_000;
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
  private stopListening: (() => Promise<void>) | undefined;
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly key: AdmissionKey,
    private readonly clock: () => Date,
    private readonly log: Log,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await listenToChannel(
      this.database,
      QUEUE_CHANNEL,
      { onMessage: (payload) => void this.dispatch(payload), onReconnect: () => void this.refreshAll() },
      this.log,
    );
    const heartbeat = setInterval(() => this.each((stream) => stream.ping()), HEARTBEAT_MS);
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
    await this.stopListening?.().catch(() => {});
  }

  private each(visit: (stream: PlaceStream) => void): void {
    for (const set of this.streams.values()) for (const stream of set) visit(stream);
  }

  private async dispatch(payload: string): Promise<void> {
    const message = readQueueMessage(payload);
    if (!message) {
      this.log.warn({ payload }, "queue events: unreadable notification ignored");
      return;
    }
    const set = this.streams.get(message.eventId);
    if (!set) return;
    const turnCame: PlaceStream[] = [];
    for (const stream of set) {
      const { entry } = stream;
      if (entry.state === "waiting" && (entry.seq === null || entry.seq <= message.admittedThrough)) turnCame.push(stream);
      else this.push(stream, message);
    }
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
    const line: LineSnapshot = { eventStatus: message.status, opensAt: stream.opensAt, admittedThrough: message.admittedThrough, ratePerMinute: message.ratePerMinute };
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
