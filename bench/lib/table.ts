export type Row = Record<string, string | number>;

/** A Markdown table, so the output can be pasted into an issue note as is. */
export function printTable(rows: Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const cell = (v: string | number | undefined) => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : (v ?? ""));
  console.log(`| ${columns.join(" | ")} |`);
  console.log(`| ${columns.map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(`| ${columns.map((c) => cell(row[c])).join(" | ")} |`);
}
