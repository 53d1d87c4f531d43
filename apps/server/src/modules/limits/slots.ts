/**
 * Slots held at once per key, in this process (decision 018): what lives in one server process is
 * counted there. Live event streams per client address — a socket is held by one process, so behind
 * a load balancer each instance caps its own share; one address may keep `perKey` streams open (a
 * family behind one router with several phones and tabs fits; a script opening a thousand does not).
 * And requests in progress of one kind (one key), so that a rush is refused at once rather than queued.
 */
export class Slots {
  private readonly held = new Map<string, number>();

  constructor(private readonly perKey: number) {}

  /** A slot for this key and the function that gives it back (once), or null when none is left. */
  take(key: string): (() => void) | null {
    const count = this.held.get(key) ?? 0;
    if (count >= this.perKey) return null;
    this.held.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}
