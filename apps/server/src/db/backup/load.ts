import { copyFileSync, createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { DatabaseHandle } from "../client.ts";
import { applyMigrations, migrationsFolder } from "../migrate.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupManifest, type TableHeader } from "./backup-format.ts";
import { appliedMigrations, ident, tablesOf, withRawSession, type RawSession } from "./raw-session.ts";

type JournalEntry = { idx: number; when: number; tag: string };
const journal = (): { entries: JournalEntry[] } => JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));

/** Rows sent to the database at once: at most this many, or this many bytes of JSON (media rows are large). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

async function* linesOf(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  yield* createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
}

function parseLine<T>(line: string | undefined, what: string): T {
  try {
    return JSON.parse(line ?? "") as T;
  } catch {
    throw new BackupError(`Tệp sao lưu hỏng hoặc bị cắt ngang (${what}).`);
  }
}

/** The manifest alone (line 1), checked against this release's migrations. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let first: string | undefined;
  try {
    for await (const line of linesOf(file)) {
      first = line;
      break;
    }
  } catch {
    throw new BackupError(`Không đọc được ${file}: đây không phải một tệp sao lưu HanCine (.gz).`);
  }
  const manifest = parseLine<BackupManifest>(first, "phần đầu");
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new BackupError(`${file} không phải một bản sao lưu HanCine mà bản này đọc được.`);
  const known = journal().entries.map((entry) => entry.when);
  if (manifest.migrations.some((when, i) => known[i] !== when)) {
    throw new BackupError("Bản sao lưu được tạo bởi một phiên bản HanCine mới hơn bản đang chạy: hãy khôi phục bằng phiên bản đó (hoặc mới hơn).");
  }
  return manifest;
}

/** The first `count` migrations of this release, in a folder of their own (a backup's rows fit that schema). */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), "hancine-restore-migrations-"));
  const { entries, ...rest } = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  const kept = (entries as JournalEntry[]).slice(0, count);
  mkdirSync(path.join(folder, "meta"));
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...rest, entries: kept }));
  for (const entry of kept) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * Tables a migration fills with reference rows (0049: the market's film distributors). A database
 * fresh from its migrations holds these and nothing else: still empty for a restore, which replaces
 * them with the backup's own.
 */
const FILLED_BY_MIGRATIONS = new Set(["distributors"]);

/** Refuses anything but an empty database (no schema at all, or the backup's schema with no row in it but what migrations wrote). */
async function checkEmpty(session: RawSession, manifest: BackupManifest): Promise<"bare" | "schema"> {
  const applied = await appliedMigrations(session);
  const tables = await tablesOf(session);
  if (applied.length === 0 && tables.length === 0) return "bare";
  const sameSchema = applied.length === manifest.migrations.length && applied.every((when, i) => manifest.migrations[i] === when);
  if (sameSchema && tables.length > 0) {
    const [filled] = await session.query<{ name: string }>(
      tables
        .filter((name) => !FILLED_BY_MIGRATIONS.has(name))
        .map((name) => `select '${name}' as name where exists (select 1 from ${ident(name)})`)
        .join(" union all ") + " limit 1",
    );
    if (!filled) return "schema";
  }
  throw new BackupError(
    "Cơ sở dữ liệu đích không trống: khôi phục chỉ ghi vào một cơ sở dữ liệu mới, chưa có dữ liệu (để không trộn hay ghi đè dữ liệu đang có). Hãy tạo một cơ sở dữ liệu trống (hoặc một DATA_DIR mới) rồi chạy lại.",
  );
}

type ForeignKey = { table: string; name: string; definition: string };

/**
 * Restores a backup into an empty database (decision 072): the schema the backup's rows fit, then
 * every row in one transaction (foreign keys and the tables' own triggers set aside meanwhile, so
 * the order of tables does not matter and no trigger writes a second copy of what it derives), the
 * sequences moved past the highest number, then this release's newer migrations.
 */
export async function loadDatabase(handle: DatabaseHandle, file: string): Promise<BackupManifest> {
  const manifest = await readManifest(file);
  const state = await withRawSession(handle, (session) => checkEmpty(session, manifest));
  if (state === "bare") {
    const folder = migrationsUpTo(manifest.migrations.length);
    try {
      await applyMigrations(handle, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  await withRawSession(handle, async (session) => {
    await session.query("begin");
    try {
      await loadRows(session, manifest, file);
      await session.query("commit");
    } catch (error) {
      await session.query("rollback").catch(() => {});
      throw error;
    }
  });
  await applyMigrations(handle);
  return manifest;
}

async function loadRows(session: RawSession, manifest: BackupManifest, file: string): Promise<void> {
  const tables = await tablesOf(session);
  const keys = await session.query<ForeignKey>(
    "select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace",
  );
  for (const key of keys) await session.query(`alter table ${key.table} drop constraint ${ident(key.name)}`);
  for (const table of tables) await session.query(`alter table ${ident(table)} disable trigger user`);

  const lines = linesOf(file);
  await lines.next(); // the manifest
  for (const expected of manifest.tables) {
    const header = parseLine<TableHeader>((await lines.next()).value as string | undefined, `bảng ${expected.name}`);
    if (header.table !== expected.name || header.rows !== expected.rows) throw new BackupError(`Tệp sao lưu hỏng: thiếu bảng ${expected.name}.`);
    if (!tables.includes(header.table)) throw new BackupError(`Bảng ${header.table} của bản sao lưu không có trong cơ sở dữ liệu đích.`);
    // What a migration wrote gives way to the backup's rows (the same ones, as the chain has kept them).
    if (FILLED_BY_MIGRATIONS.has(header.table)) await session.query(`delete from ${ident(header.table)}`);
    const insert = await insertStatement(session, header.table);
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (batch.length > 0) await session.query(insert, [`[${batch.join(",")}]`]);
      batch = [];
      bytes = 0;
    };
    for (let i = 0; i < header.rows; i++) {
      const { value, done } = await lines.next();
      if (done) throw new BackupError(`Tệp sao lưu bị cắt ngang ở bảng ${header.table}.`);
      batch.push(value);
      bytes += value.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
    }
    await flush();
  }

  for (const key of keys) await session.query(`alter table ${key.table} add constraint ${ident(key.name)} ${key.definition}`);
  for (const table of tables) await session.query(`alter table ${ident(table)} enable trigger user`);
  await moveSequences(session);
}

/** `insert … select … from json_populate_recordset`: every stored column (not the generated ones), identities as they were. */
async function insertStatement(session: RawSession, table: string): Promise<string> {
  const columns = await session.query<{ name: string; identity: boolean }>(
    "select attname as name, attidentity <> '' as identity from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum",
    [ident(table)],
  );
  const list = columns.map((column) => ident(column.name)).join(", ");
  const overriding = columns.some((column) => column.identity) ? " overriding system value" : "";
  return `insert into ${ident(table)} (${list})${overriding} select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`;
}

/** Every sequence behind a column (bigserial, identity) continues after the highest number restored. */
async function moveSequences(session: RawSession): Promise<void> {
  const owned = await session.query<{ sequence: string; table: string; column: string }>(
    `select s.oid::regclass::text as sequence, t.oid::regclass::text as table, a.attname as column
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
  );
  for (const { sequence, table, column } of owned) {
    await session.query(`select setval($1::regclass, coalesce((select max(${ident(column)}) from ${table}), 0) + 1, false)`, [sequence]);
  }
}
