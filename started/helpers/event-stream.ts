/** One server-sent event as a browser's EventSource would hand it over. */
export type StreamEvent = { at: number; event: string; data: string };

/**
 * A live seat map's stream (`GET /api/v1/showtimes/:id/events`) read as a browser reads it, every
 * event kept with its arrival time; `waitFor` waits for one that matches.
 */
export class EventStreamReader {
  readonly events: StreamEvent[] = [];
  private readonly controller = new AbortController();
  private ended = false;
  /** Connections the stream made (1 + reconnections), and answers other than 200 to a connection. */
  connections = 0;
  readonly refusedConnections: string[] = [];
  private retryMs = 3000;

  /**
   * `reconnect`: as a browser's EventSource does, a stream the server ended is opened again after the
   * server's last `retry` hint (the events of every connection kept in one list).
   */
  constructor(
    url: string,
    private readonly options: { reconnect?: boolean } = {},
  ) {
    void this.run(url);
  }

  private async run(url: string): Promise<void> {
    do {
      await this.read(url);
      if (!this.options.reconnect || this.controller.signal.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    } while (!this.controller.signal.aborted);
    this.ended = true;
  }

  /** Resolves when the stream answered and sent `ready`. */
  async ready(timeoutMs = 10_000): Promise<void> {
    await this.waitFor((e) => e.event === "ready", 0, timeoutMs);
  }

  get closed(): boolean {
    return this.ended;
  }

  /** The first event after index `from` that matches; throws after `timeoutMs`. */
  async waitFor(match: (event: StreamEvent) => boolean, from: number, timeoutMs: number): Promise<StreamEvent> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`the stream ended; events: ${this.events.map((e) => e.event).join(", ")}`);
      if (Date.now() > until) throw new Error(`no matching event within ${timeoutMs} ms; events: ${this.events.map((e) => e.event).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  close(): void {
    this.controller.abort();
  }

  private async read(url: string): Promise<void> {
    try {
      this.connections += 1;
      const response = await fetch(url, { headers: { accept: "text/event-stream" }, signal: this.controller.signal });
      if (!response.ok || !response.body) {
        this.refusedConnections.push(`${response.status} ${await response.text()}`);
        throw new Error(`stream: ${response.status}`);
      }
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n").filter((line) => !line.startsWith(":"));
          const retry = lines.find((line) => line.startsWith("retry: "));
          if (retry) this.retryMs = Number(retry.slice(7));
          if (lines.length === 0 || lines.every((line) => line.startsWith("retry: "))) continue;
          const event = lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
          const data = lines
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          this.events.push({ at: Date.now(), event, data });
        }
      }
    } catch (err) {
      // aborted, or the server went away: `closed` says so (a connection that failed outright is noted)
      if (!this.controller.signal.aborted && !(err instanceof Error && err.message.startsWith("stream:"))) this.refusedConnections.push(String(err));
    }
  }
}
