let clients = 0;

/**
 * A client address of its own (10.x.y.z), so per-address limits see different people: an injected
 * request's remote address, or X-Forwarded-For to a server that trusts one proxy. Imports nothing, so
 * the started suite can use it without the integration tests' helpers.
 */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}
