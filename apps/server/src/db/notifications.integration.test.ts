import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import { DatabaseNotifications, NOTIFICATIONS_APPLICATION } from "./notifications.ts";

/**
 * Issue 30, finding 1: the process's one LISTEN. Each channel's notifications reach its subscribers;
 * on PostgreSQL, after the listening connection is terminated by the server, every channel — seat
 * maps, content, waiting rooms — is heard again by itself, and each subscriber is told to catch up.
 */
const CHANNELS = ["seat_events", "content_changed", "queue_events"];

describe("the process's one LISTEN", () => {
  let database: DatabaseHandle & { dispose(): Promise<void> };
  let notifications: DatabaseNotifications;
  const heard: Record<string, string[]> = {};
  const caughtUp: Record<string, number> = {};
  const warnings: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    notifications = new DatabaseNotifications(database, { info: () => {}, warn: (_obj, msg) => warnings.push(String(msg)) });
    await notifications.start();
    for (const channel of CHANNELS) {
      heard[channel] = [];
      caughtUp[channel] = 0;
      await notifications.listen(channel, { onMessage: (payload) => heard[channel]!.push(payload), onReconnect: () => caughtUp[channel]!++ });
    }
  });
  afterAll(async () => {
    await notifications.close();
    await database.dispose();
  });

  const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  const hears = async (channel: string, payload: string) => {
    await expect.poll(() => heard[channel], { timeout: 5_000, interval: 20 }).toContain(payload);
  };

  it("hands each channel's notifications to that channel's subscribers only", async () => {
    for (const channel of CHANNELS) await notify(channel, `first ${channel}`);
    for (const channel of CHANNELS) await hears(channel, `first ${channel}`);
    expect(heard.seat_events).toEqual(["first seat_events"]);
    expect(notifications.listening).toBe(true);
  });

  // PGlite has no connection to lose: on PostgreSQL only (TEST_DATABASE_URL, as in CI).
  if (process.env.TEST_DATABASE_URL)
    it("hears every channel again, and has each subscriber catch up, after the server ends its connection", async () => {
      if (database.driver.kind !== "postgres") throw new Error("PostgreSQL expected");
      const admin = new pg.Client({ connectionString: database.driver.pool.options.connectionString as string });
      await admin.connect();
      const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [
        NOTIFICATIONS_APPLICATION,
      ]);
      await admin.end();
      expect(ended.rowCount).toBe(1);
      const lostAt = Date.now();
      await expect.poll(() => notifications.listening, { timeout: 5_000, interval: 20 }).toBe(false);
      await expect.poll(() => Object.values(caughtUp), { timeout: 5_000, interval: 20 }).toEqual([1, 1, 1]);
      expect(Date.now() - lostAt).toBeLessThan(2_000);
      for (const channel of CHANNELS) await notify(channel, `again ${channel}`);
      for (const channel of CHANNELS) await hears(channel, `again ${channel}`);
      expect(warnings.filter((w) => w.includes("lost"))).toHaveLength(1);
    });
});
