import { randomBytes } from "node:crypto";
import pg from "pg";

/** Creates a new, empty database on the PostgreSQL server at `serverUrl`; returns its URL. */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}
