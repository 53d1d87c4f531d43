import http from "node:http";

/** One answer of the probe: the phase it was sent in, its latency from the scheduled send (ms), its status (0 = network error). */
export type HomeSample = { phase: string; ms: number; status: number };

/**
 * A light client reading the home page (`GET /`, the whole server-rendered page) `perSecond` times a
 * second on a fixed schedule, alternating between the instances, until stopped: what a passer-by sees
 * of the site while the queue is busy. Open loop — latency counts from the scheduled time, so a slow
 * answer does not delay the next request.
 */
export function startHomeProbe(urls: string[], perSecond: number) {
  const agent = new http.Agent({ keepAlive: true });
  const samples: HomeSample[] = [];
  let phase = "idle";
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const begin = performance.now();
  let timer: NodeJS.Timeout | undefined;

  const send = (url: URL, scheduled: number, inPhase: string) => {
    const done = new Promise<void>((resolve) => {
      const finish = (status: number) => {
        samples.push({ phase: inPhase, ms: performance.now() - scheduled, status });
        resolve();
      };
      const request = http.get(
        { agent, host: url.hostname, port: url.port, path: "/", headers: { accept: "text/html", "accept-encoding": "gzip, br" } },
        (response) => {
          response.resume();
          response.on("end", () => finish(response.statusCode ?? 0));
          response.on("error", () => finish(0));
        },
      );
      request.on("error", () => finish(0));
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const tick = () => {
    const scheduled = begin + (sent * 1000) / perSecond;
    send(new URL(urls[sent % urls.length]!), scheduled, phase);
    sent++;
    timer = setTimeout(tick, Math.max(0, begin + (sent * 1000) / perSecond - performance.now()));
  };
  tick();

  return {
    /** Requests sent from now on are labelled `name`. */
    setPhase(name: string) {
      phase = name;
    },
    async stop(): Promise<HomeSample[]> {
      clearTimeout(timer);
      await Promise.all(pending);
      agent.destroy();
      return samples;
    },
  };
}
