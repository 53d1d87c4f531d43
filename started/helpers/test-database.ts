import pg from "pg";

/**
 * With TEST_DATABASE_URL (CI): a fresh PostgreSQL database on that server for one test file, and the
 * function that drops it. Without it: no URL, and the started site uses its embedded database.
 */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
