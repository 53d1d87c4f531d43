/**
 * Live event streams open per client address, in this process (decision 018). A stream
 * is a socket held by one server process, so the count lives where the sockets do; behind a load
 * balancer each instance caps its own share. One address may have `perAddress` streams open: a family
 * behind one router with several phones and tabs fits; a script opening a thousand does not.
 */
export class OpenStreams {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** A slot for this address and the function that gives it back (once), or null when none is left. */
  take(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return null;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}
