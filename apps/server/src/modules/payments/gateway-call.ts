import { PaymentGatewayError } from "./payment-provider.ts";

/** What a server-to-server gateway call needs: fetch (tests may pass their own), the clock, a timeout. */
export type GatewayCallDeps = { fetch: typeof fetch; clock: () => Date; timeoutMs?: number };

/**
 * POSTs JSON to a gateway's API and returns its JSON object answer. An unreachable gateway or an
 * answer that is not a JSON object becomes a PaymentGatewayError of kind "unreachable" / "bad_answer".
 */
export async function postGatewayJson(deps: GatewayCallDeps, url: string, body: unknown, defaultTimeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deps.timeoutMs ?? defaultTimeoutMs),
    });
  } catch (err) {
    throw new PaymentGatewayError(`Không gọi được ${url}: ${(err as Error).message}`, "unreachable");
  }
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // not JSON: reported below
  }
  throw new PaymentGatewayError(`${url} trả lời không phải JSON (HTTP ${response.status})`, "bad_answer");
}
