import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { Reader, type Response } from "mmdb-lib";
import { PLACE_PRIVATE_NETWORK, PLACE_PRIVATE_NETWORK_EN, PLACE_UNKNOWN, PLACE_UNKNOWN_EN } from "@hancine/contract/mfa";
import type { Locale } from "@hancine/contract/i18n/catalogue";

/**
 * Where a client address is, as a person reads it: "Mạng nội bộ" for private and loopback
 * addresses, else its country in Vietnamese ("Việt Nam", "Hoa Kỳ"), else "Không rõ". Countries come
 * from @ip-location-db's offline country table (CC0, shipped in the npm package: no download at
 * run time), read once on first use.
 */
const privateRanges = new BlockList();
for (const [net, bits] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["100.64.0.0", 10],
] as const)
  privateRanges.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  privateRanges.addSubnet(net, bits, "ipv6");

let reader: Reader<Response> | null | undefined;
function countryReader(): Reader<Response> | null {
  if (reader === undefined) {
    try {
      // The package's table of address ranges → ISO country code (no code of its own).
      const file = createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");
      reader = new Reader<Response>(readFileSync(file));
    } catch {
      reader = null;
    }
  }
  return reader ?? null;
}

const countryNames = { vi: new Intl.DisplayNames(["vi"], { type: "region" }), en: new Intl.DisplayNames(["en"], { type: "region" }) };

/** In English (decision 096): "Private network", the country's English name, "Unknown". */
export function placeOf(ip: string | null | undefined, locale: Locale = "vi"): string {
  const unknown = locale === "en" ? PLACE_UNKNOWN_EN : PLACE_UNKNOWN;
  if (!ip) return unknown;
  const address = ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return unknown;
  if (privateRanges.check(address, family === 4 ? "ipv4" : "ipv6")) return locale === "en" ? PLACE_PRIVATE_NETWORK_EN : PLACE_PRIVATE_NETWORK;
  const code = (countryReader()?.get(address) as { country_code?: string } | null | undefined)?.country_code;
  if (!code) return unknown;
  try {
    return countryNames[locale].of(code) ?? unknown;
  } catch {
    return unknown;
  }
}
