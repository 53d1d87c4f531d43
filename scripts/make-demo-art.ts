/**
 * Renders the demo's drawn pictures (posters, backdrops, banners, cards, the app's screens) to WebP:
 * packages/demo-art/rendered/<hash>.webp, committed, so seeding never renders them
 * (decision 053). Run after changing a drawing; the demo seed's test says when one is missing.
 *
 *   npm run demo-art
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { applyMigrations } from "../apps/server/src/db/migrate.ts";
import { RENDERED_DIRECTORY } from "@hancine/demo-art/files";
import { demoArtSeen } from "../apps/server/src/db/seed/demo-art.ts";
import { seedDemoData } from "../apps/server/src/db/seed/demo-seed.ts";

const handle = await openDatabase({});
await applyMigrations(handle);
await seedDemoData(handle.db, new Date());
await handle.close();

for (const [name, body] of demoArtSeen.rendered) writeFileSync(RENDERED_DIRECTORY + name, body);
const stale = readdirSync(RENDERED_DIRECTORY).filter((name) => name.endsWith(".webp") && !demoArtSeen.used.has(name));
for (const name of stale) rmSync(RENDERED_DIRECTORY + name);
console.log(`${demoArtSeen.used.size} demo pictures: ${demoArtSeen.rendered.size} rendered now, ${stale.length} stale files removed.`);
