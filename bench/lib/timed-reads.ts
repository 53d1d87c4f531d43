/**
 * `runs` reads of one API path with a bearer token, after three uncounted ones (the server's caches and
 * plans warm): each read's time to the last byte, in ms, sorted. A read that is not a 2xx stops the bench.
 */
export async function timedReads(base: string, path: string, token: string, runs: number): Promise<number[]> {
  const read = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await read());
  return times.sort((a, b) => a - b);
}
