/**
 * Migrations are expand, then contract (docs/operations.md, decision 073): during a rolling upgrade
 * the previous release still runs on the new schema, so a migration may not take away or change what
 * it reads or writes — unless it is the contract step of a change whose expand step shipped earlier,
 * named by the decision that records it (`-- contract step: decision 073`).
 */
const RULES: { pattern: RegExp | ((statement: string) => boolean); says: string }[] = [
  { pattern: /\bdrop\s+table\b/i, says: "drops a table" },
  { pattern: /\bdrop\s+column\b/i, says: "drops a column" },
  { pattern: /\brename\s+(to|column)\b/i, says: "renames a table or a column" },
  { pattern: /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i, says: "changes a column's type" },
  { pattern: /\bdrop\s+type\b/i, says: "drops a type" },
  { pattern: /\brename\s+value\b/i, says: "renames an enum value" },
  {
    pattern: (statement) => /\badd\s+column\b/i.test(statement) && /\bnot\s+null\b/i.test(statement) && !/\bdefault\b/i.test(statement),
    says: "adds a NOT NULL column without a default (the previous release's inserts do not name it)",
  },
];

const CONTRACT_STEP = /--\s*contract step:\s*decision\s+(\d{3})/i;

export type MigrationProblem = { statement: string; says: string };

/** What in `sql` the previous release could not live with; none when the file names its decision. */
export function contractProblems(sql: string): { problems: MigrationProblem[]; decision: string | null } {
  const decision = CONTRACT_STEP.exec(sql)?.[1] ?? null;
  const statements = sql
    .split(/-->\s*statement-breakpoint|;\s*\n/)
    .map((statement) => statement.replace(/--[^\n]*/g, "").trim())
    .filter(Boolean);
  const problems = statements.flatMap((statement) =>
    RULES.filter((rule) => (typeof rule.pattern === "function" ? rule.pattern(statement) : rule.pattern.test(statement))).map((rule) => ({
      statement: statement.slice(0, 160),
      says: rule.says,
    })),
  );
  return { problems: decision ? [] : problems, decision };
}
