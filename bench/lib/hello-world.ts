import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
process.on("SIGINT", () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.argv[2]), host: "127.0.0.1" });
