import type { PageServices } from "@hancine/contract/page-services";

/**
 * Read one `{ result }` answer of the public API for a loader. Any failure (status, timeout,
 * thrown error) is logged as a warning and gives the fallback, so one broken list never breaks
 * the page.
 */
export async function readResult<T>(
  api: PageServices["api"],
  path: string,
  fallback: T,
  timeoutMs: number,
): Promise<T> {
  try {
    const answer = await api(path, { timeoutMs });
    if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    const body = answer.body as { result?: T } | null;
    if (!body || body.result === undefined) throw new Error("answer has no result");
    return body.result;
  } catch (error) {
    console.warn(`[page] GET /api/v1${path} failed, using the fallback:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
