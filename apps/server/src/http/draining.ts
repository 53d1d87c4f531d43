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
