import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: a code read aloud at the counter or typed from a screenshot must not be misread. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A booking code such as "HC7K2QXM9": "HC" and 8 random characters (31^8 ≈ 8.5 × 10^11). */
export function newOrderCode(): string {
  let code = "HC";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
