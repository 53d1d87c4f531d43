import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A PostgreSQL server of the test's own — Debian's binaries, a fresh cluster in a temporary folder,
 * on a free port — that the test may restart, stop and kill as an operator or a crash would, without
 * touching the machine's shared server and the other suites on it. As root (CI) the server runs as
 * the `postgres` user, since PostgreSQL refuses to run as root.
 */
export type PrivatePostgres = {
  port: number;
  /** A `postgres://` URL for one database of this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl restart`: `fast` ends sessions politely (57P01), `immediate` like a crash (no shutdown checkpoint). */
  restart(mode: "fast" | "immediate"): void;
  stop(mode?: "fast" | "immediate"): void;
  /** Returns when the server accepts connections. */
  start(): void;
  /** `pg_terminate_backend` for every session of `database` but the caller's; answers how many. */
  terminateSessions(database: string): Promise<number>;
  /** Stops the server and removes its folder. */
  dispose(): void;
};

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "pg_ctl"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL's server programs are missing (/usr/lib/postgresql/*/bin): apt-get install postgresql");
  return path.join(root, newest, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), "hancine-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync("chown", ["postgres:postgres", root]);
    chmodSync(root, 0o755);
  }
  const run = (program: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    execFileSync(file as string, argv as string[], { stdio: ["ignore", "pipe", "pipe"], cwd: root });
  };
  const port = await freePort();
  const data = path.join(root, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  // A commit is acknowledged only once its WAL is written, as in production: the tests crash this server
  // on purpose (`restart("immediate")`), and with synchronous_commit off the last few hundred
  // milliseconds of acknowledged commits vanished in the crash — an order's payment among them, which
  // the outage test then read as "paid at the gateway, lost here". Only flushing to disk is skipped
  // (fsync): a server process's crash keeps what the OS was given; the machine does not crash.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const ctl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", path.join(root, "server.log"), "-w", "-t", "60", ...args]);
  const start = () => ctl("-o", options, "start");
  start();

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const adminQuery = async <Row extends object>(text: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url("postgres") });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query<Row>(text)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  let running = true;
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name: ${name}`);
      await adminQuery(`create database ${name}`);
    },
    restart(mode) {
      ctl("-m", mode, "-o", options, "restart");
      running = true;
    },
    stop(mode = "fast") {
      ctl("-m", mode, "stop");
      running = false;
    },
    start() {
      start();
      running = true;
    },
    async terminateSessions(database) {
      const rows = await adminQuery<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = '${database.replaceAll("'", "")}' and pid <> pg_backend_pid()`,
      );
      return rows.filter((row) => row.ended).length;
    },
    dispose() {
      try {
        if (running) ctl("-m", "immediate", "stop");
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
