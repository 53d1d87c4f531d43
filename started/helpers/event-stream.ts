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

  constructor(url: string) {
    void this.read(url);
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
      const response = await fetch(url, { headers: { accept: "text/event-stream" }, signal: this.controller.signal });
      if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n").filter((line) => !line.startsWith(":"));
          if (lines.length === 0) continue;
          const event = lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
          const data = lines
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          this.events.push({ at: Date.now(), event, data });
        }
      }
    } catch {
      // aborted, or the server went away: `closed` says so
    } finally {
      this.ended = true;
    }
  }
}
