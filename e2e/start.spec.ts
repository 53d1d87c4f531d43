import { expect, test } from "@playwright/test";
import { freshDataDir, startProcess as start, waitUntilReady, type StartedProcess } from "../started/helpers/server-process.ts";

// These start the real server process the way `npm start` does; the build already exists.
test.describe.configure({ mode: "serial", timeout: 120_000 });

// Beside the suite's other servers (E2E_PORT …), so suites in two checkouts can run at once.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://127.0.0.1:${PORT}`;

// A failed assertion must not leave a server holding the port for the next run.
const started: StartedProcess[] = [];
const startProcess = (env: Record<string, string>) => {
  const proc = start(env);
  started.push(proc);
  return proc;
};
test.afterEach(() => {
  for (const proc of started.splice(0)) if (proc.child.exitCode === null) proc.child.kill("SIGKILL");
});

test("a fresh start serves the home page and the four read calls with demo data; a second start keeps the data", async () => {
  const dataDir = freshDataDir();
  const env = { PORT: String(PORT), DATA_DIR: dataDir };

  const first = startProcess(env);
  // How fast is measured in bench/start-time.ts, not asserted here.
  await waitUntilReady(`${base}/`, first, 90_000);
  expect(first.stdout()).toContain(`http://localhost:${PORT}`);
  const calls = ["/api/v1/banners", "/api/v1/films/showing", "/api/v1/films/comming", "/api/v1/film-comment"];
  const answers = await Promise.all(calls.map(async (c) => (await (await fetch(base + c)).json()).result as { id: string }[]));
  for (const list of answers) expect(list.length).toBeGreaterThan(0);

  first.child.kill("SIGINT");
  expect(await first.exited).toBe(0);

  const second = startProcess(env);
  await waitUntilReady(`${base}/readyz`, second, 90_000);
  const again = (await (await fetch(`${base}/api/v1/films/showing`)).json()).result as { id: string }[];
  expect(again.map((f) => f.id)).toEqual(answers[1]!.map((f) => f.id));
  second.child.kill("SIGINT");
  expect(await second.exited).toBe(0);
});

test("a bad PORT or an unreachable DATABASE_URL stops the start with one clear line and exit 1", async () => {
  for (const [env, mention] of [
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: String(PORT), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }, "DATABASE_URL"],
    [{ PORT: String(PORT), DATABASE_URL: "not a url" }, "DATABASE_URL"],
  ] as const) {
    const proc = startProcess({ DATA_DIR: freshDataDir(), ...env });
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split("\n");
    expect(lines, proc.stderr()).toHaveLength(1);
    expect(lines[0]).toContain(mention);
    expect(lines[0]).not.toMatch(/\s+at\s/);
  }
});
