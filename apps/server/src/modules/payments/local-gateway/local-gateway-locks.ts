/** Work on one key (a payment's refunds) done one at a time; one process serves the local gateway. */
const locks = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = locks.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  locks.set(
    key,
    run.catch(() => undefined),
  );
  try {
    return await run;
  } finally {
    if (locks.get(key) === run) locks.delete(key);
  }
}
