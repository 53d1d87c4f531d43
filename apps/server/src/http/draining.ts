import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";

/** Whether this process is stopping (decision 070): read by /readyz, started by main.ts on SIGTERM. */
export type Draining = { readonly active: boolean; start(): void };

/**
 * While draining, every answer says `Connection: close`, so a proxy's kept-alive connections to this
 * process end after their current request and its next requests open connections elsewhere; the
 * answers themselves are served as usual.
 */
export function installDraining(app: FastifyInstance): Draining {
  let active = false;
  app.addHook("onSend", async (_request, reply) => {
    if (active) reply.header("connection", "close");
  });
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
}

/**
 * Stops taking connections at the signal (decision 070) and leaves the open ones alone: a proxy's next
 * new connection is refused, so nginx sends that request — POST included, since nothing reached us —
 * to the next instance, while requests on connections it already holds are served (each answer then
 * closes its connection). Node's own `server.close()` (since 19) would also cut every connection it
 * deems idle, among them one accepted but not yet read, under a POST nginx had just sent on it: nginx
 * does not retry that, and the customer got a 503 (CI, stop 43). Fastify's close later still waits
 * for the last connection to end (Node calls it back on the server's drained `close`).
 */
export function stopListening(server: Server): void {
  if (server.listening) NetServer.prototype.close.call(server);
}
