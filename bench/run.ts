// `npm run bench`: builds the site if needed, runs each benchmark, prints one Markdown table.
// Usage: npm run bench [-- --seconds 10] [-- --only start|http|lighthouse|race|capacity|backoffice|reports|decade|queue|counter] [-- --decade-fresh] [-- --decade-drop] [-- --capacity-seconds 30 --capacity-users 24 --capacity-streams 200] [-- --runs 5] [-- --port 3903 (lighthouse)] [-- --race-seconds 20] [-- --counter-seconds 40] [-- --queue-poll 5] [-- --queue-priority]
import { execSync } from "node:child_process";
import { benchBackOffice } from "./back-office.ts";
import { benchBoxOffice } from "./box-office.ts";
import { benchCapacity } from "./capacity.ts";
import { benchHttpReads } from "./http-reads.ts";
import { benchReports } from "./reports.ts";
import { benchReportsDecade } from "./reports-decade.ts";
import { benchLighthousePages } from "./lighthouse-pages.ts";
import { benchSeatRace } from "./seat-race.ts";
import { benchStartTime } from "./start-time.ts";
import { benchWaitingRoom } from "./waiting-room.ts";
import { root } from "./lib/servers.ts";
import { printTable, type Row } from "./lib/table.ts";

const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(flag("seconds") ?? 10);
const only = flag("only");

execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
const rows: Row[] = [];
if (!only || only === "start") rows.push(...(await benchStartTime()));
if (!only || only === "http") rows.push(...(await benchHttpReads(seconds)));
if (!only || only === "lighthouse") rows.push(...(await benchLighthousePages(Number(flag("runs") ?? 5), Number(flag("port") ?? 3903))));
if (!only || only === "race") rows.push(...(await benchSeatRace(Number(flag("race-seconds") ?? 20))));
if (!only || only === "capacity")
  rows.push(...(await benchCapacity(Number(flag("capacity-seconds") ?? 30), Number(flag("capacity-users") ?? 24), Number(flag("capacity-streams") ?? 200))));
if (!only || only === "backoffice") rows.push(...(await benchBackOffice()));
if (!only || only === "counter") rows.push(...(await benchBoxOffice(Number(flag("counter-seconds") ?? 40))));
if (!only || only === "reports") rows.push(...(await benchReports()));
// Ten years × 50 cinemas: generated once (~15–20 min) into a kept database, then only the queries; not part of the full run.
if (only === "decade")
  rows.push(...(await benchReportsDecade({ fresh: process.argv.includes("--decade-fresh"), drop: process.argv.includes("--decade-drop") })));
if (!only || only === "queue")
  rows.push(
    ...(await benchWaitingRoom({
      pollSeconds: flag("queue-poll") ? Number(flag("queue-poll")) : undefined,
      priority: process.argv.includes("--queue-priority"),
    })),
  );
console.log();
printTable(rows);
