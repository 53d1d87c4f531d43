// `npm run lint`: every migration after the baseline is expand-only unless it names the decision of
// its contract step, and that decision exists (apps/server/src/db/migration-rules.ts, decision 073).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contractProblems } from "../apps/server/src/db/migration-rules.ts";

const root = path.resolve(import.meta.dirname, "..");
const folder = path.join(root, "apps/server/src/db/migrations");
/** Written before the rule (0011 and 0018 contracted what releases before them had expanded). */
const BASELINE = "0034_outbox-failed-index.sql";
const decisions = readdirSync(path.join(root, "docs/decisions"));

let failed = false;
for (const file of readdirSync(folder).filter((name) => name.endsWith(".sql") && name > BASELINE)) {
  const { problems, decision } = contractProblems(readFileSync(path.join(folder, file), "utf8"));
  for (const problem of problems) {
    failed = true;
    console.error(`✖ ${file}: ${problem.says} — the previous release still runs on this schema during a rolling upgrade.\n    ${problem.statement}`);
  }
  if (decision && !decisions.some((name) => name.startsWith(`${decision}-`))) {
    failed = true;
    console.error(`✖ ${file}: names decision ${decision}, which is not in docs/decisions/.`);
  }
}
if (failed) {
  console.error("Expand first (add), contract in a later release (docs/operations.md, “Upgrading without downtime”).");
  process.exit(1);
}
if (!existsSync(path.join(folder, BASELINE))) throw new Error(`baseline ${BASELINE} missing`);
