import { createServer, type Server, type Socket } from "node:net";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandling } from "./error-handler.ts";

/**
 * A premiere's rush: every database connection busy, or the database too slow to answer. The
 * visitor is told to try again in a moment (503, Retry-After), never "something broke" (500).
 * The database here is a real pg pool against a server that accepts connections and never answers.
 */
describe("a database that cannot take the request in time", () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let pool: pg.Pool;
  const app = Fastify();

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, max: 1, connectionTimeoutMillis: 200 });
    pool.on("error", () => {});
    installErrorHandling(app);
    app.get("/api/v1/films/showing", async () => ({ result: (await pool.query("select 1")).rows }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await pool.end().catch(() => {});
  });

  it("answers 503 SERVICE_UNAVAILABLE with Retry-After and a Vietnamese sentence, in the contract's envelope", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: "GET", url: "/api/v1/films/showing" })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      const body = answer.json();
      expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(body.error.message).toMatch(/thử lại/);
      expect(answer.body).not.toMatch(/timeout|connect|Error/);
    }
  });
});
