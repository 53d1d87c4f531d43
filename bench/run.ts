// `npm run bench`: builds the site if needed, runs each benchmark, prints one Markdown table.
// Usage: npm run bench [-- --seconds 10]
import { execSync } from "node:child_process";
import { benchFilmsShowing } from "./http-films.ts";
import { root } from "./lib/servers.ts";
import { printTable, type Row } from "./lib/table.ts";

const secondsFlag = process.argv.indexOf("--seconds");
const seconds = secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 10;

execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
const rows: Row[] = [];
rows.push(...(await benchFilmsShowing(seconds)));
console.log();
printTable(rows);
