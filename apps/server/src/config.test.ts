import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "hancine-config-"));

describe("configuration", () => {
  it("names the bad variable in one line", () => {
    for (const [env, name] of [
      [{ PORT: "abc" }, "PORT"],
      [{ PORT: "70000" }, "PORT"],
      [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
      [{ NODE_ENV: "staging" }, "NODE_ENV"],
      [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
      [{ CANCEL_BEFORE_MINUTES: "-5" }, "CANCEL_BEFORE_MINUTES"],
      [{ CANCEL_BEFORE_MINUTES: "hai tiếng" }, "CANCEL_BEFORE_MINUTES"],
    ] as const) {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("requires SESSION_SECRET in production and keeps a generated one elsewhere", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET/);
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it("defaults to port 3000, the embedded database and demo data outside production", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemoData: true, publicUrl: "http://localhost:3000" });
  });

  it("takes SMTP_URL and MAIL_FROM, refusing bad ones in Vietnamese without echoing the SMTP password", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "smtps://mailer:bí-mật@mail.example.vn:465", MAIL_FROM: "Rạp HanCine <ve@hancine.vn>" });
    expect(config).toMatchObject({ smtpUrl: "smtps://mailer:bí-mật@mail.example.vn:465", mailFrom: "Rạp HanCine <ve@hancine.vn>" });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ smtpUrl: undefined, mailFrom: "HanCine <no-reply@hancine.vn>" });

    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "http://mailer:secret-pw@mail.example.vn" })).toThrow(/SMTP_URL=… phải là URL dạng smtp:\/\//);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "http://mailer:secret-pw@mail.example.vn" })).not.toThrow(/secret-pw/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: "không phải e-mail" })).toThrow(/MAIL_FROM="không phải e-mail" phải là một địa chỉ e-mail/);
  });

  it("lets a paid order be cancelled until 2 hours before its showtime unless CANCEL_BEFORE_MINUTES says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).cancelBeforeMinutes).toBe(120);
    expect(loadConfig({ DATA_DIR: dataDir(), CANCEL_BEFORE_MINUTES: "30" }).cancelBeforeMinutes).toBe(30);
  });
});
