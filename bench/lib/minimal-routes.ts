// The baseline for bench/http-reads.ts: a bare Fastify doing the same work as the product's two reads,
// without the product's hooks (session, origin guard, security headers, schema validation, envelope checks).
//   node --import tsx bench/lib/minimal-routes.ts <port> <site url> <database url>
import Fastify from "fastify";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { seatMap } from "../../apps/server/src/modules/showtimes/showtimes-repository.ts";

const [port, siteUrl, databaseUrl] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ databaseUrl, poolSize: 20 });
// A cache hit sends JSON already in memory: the same bytes the product's cache holds.
const showing = await (await fetch(`${siteUrl}/api/v1/films/showing`)).text();

const app = Fastify();
app.get("/films/showing", async (_request, reply) => reply.type("application/json; charset=utf-8").send(showing));
app.get<{ Params: { id: string } }>("/seats/:id", async (request) => ({ result: await seatMap(database.db, request.params.id, null, new Date()) }));
process.on(
  "SIGINT",
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
await app.listen({ port: Number(port), host: "127.0.0.1" });
