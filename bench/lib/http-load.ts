import autocannon from "autocannon";

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** One autocannon run: `connections` keep-alive clients for `seconds`. */
export async function measure(url: string, seconds = 10, connections = 50): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
