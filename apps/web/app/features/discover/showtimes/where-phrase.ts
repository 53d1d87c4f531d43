import { NATIONWIDE } from "@hancine/contract/cities";
import { locationName } from "#web/lib/city-cookie.ts";

/** "tại Đà Nẵng", or "trên toàn quốc" when no city is chosen. */
export function wherePhrase(city: string): string {
  return city === NATIONWIDE.slug ? "trên toàn quốc" : `tại ${locationName(city)}`;
}
