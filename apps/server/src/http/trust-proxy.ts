import { isIP } from "node:net";

/**
 * Whose X-Forwarded-For counts (decision 018). Off by default: the client is the socket's peer.
 * A hop count trusts that many proxies in front of the server; a list trusts those addresses
 * (or CIDR ranges, or proxy-addr's names loopback / linklocal / uniquelocal) only. "true" —
 * trusting anyone — is refused: any client could then name itself and dodge every per-address limit.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy | { problem: string } {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    return {
      problem: "TRUST_PROXY=true tin X-Forwarded-For của bất kỳ ai; hãy ghi số proxy đứng trước máy chủ (ví dụ 1) hoặc địa chỉ của chúng (ví dụ 10.0.0.0/8)",
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : { problem: `TRUST_PROXY="${value}" phải là số proxy từ 1 đến 10, hoặc danh sách địa chỉ` };
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return { problem: `TRUST_PROXY có mục không phải địa chỉ IP hay dải CIDR: ${bad.map((entry) => JSON.stringify(entry)).join(", ")}` };
  return entries;
}

/** Fastify's option: a hop count becomes "trust the nearest n hops" (its typings take no number). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}
