// The baseline for bench/http-reads.ts: a bare Fastify doing the same work as the product's two reads,
// without the product's hooks (session, origin guard, security headers, schema validation, envelope checks);
// and for bench/seat-race.ts, a hold refused as the product refuses most of a race's: the session and the
// chosen seats' rows read, the contract's seat rules checked, nothing written.
//   node --import tsx bench/lib/minimal-routes.ts <port> <site url> <database url>
import Fastify from "fastify";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { checkSeatSelection } from "@hancine/contract/seat-rules";
import { findLiveSession } from "../../apps/server/src/modules/auth/sessions-repository.ts";
import { seatMap, seatsInRowsOf } from "../../apps/server/src/modules/showtimes/showtimes-repository.ts";

const [port, siteUrl, databaseUrl] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ databaseUrl, poolSize: 20 });
// A cache hit sends JSON already in memory: the same bytes the product's cache holds.
const showing = await (await fetch(`${siteUrl}/api/v1/films/showing`)).text();

const app = Fastify();
app.get("/films/showing", async (_request, reply) => reply.type("application/json; charset=utf-8").send(showing));
app.get<{ Params: { id: string } }>("/seats/:id", async (request) => ({ result: await seatMap(database.db, request.params.id, null, new Date()) }));
app.post<{ Body: { showtimeId: string; seatIds: string[] } }>("/api/v1/orders", async (request, reply) => {
  const now = new Date();
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
  const session = await findLiveSession(database.db, token, now);
  if (!session) return reply.status(401).send({ error: { code: "UNAUTHENTICATED" } });
  const { seats } = await seatsInRowsOf(database.db, request.body.showtimeId, request.body.seatIds, session.user.id, now);
  const problem = checkSeatSelection(seats, request.body.seatIds);
  if (problem?.kind === "unavailable") return reply.status(409).send({ error: { code: "SEATS_UNAVAILABLE", details: { seatIds: problem.seatIds } } });
  return reply.status(problem ? 400 : 200).send({ result: null });
});
process.on(
  "SIGINT",
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
await app.listen({ port: Number(port), host: "127.0.0.1" });
