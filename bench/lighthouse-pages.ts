import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/helpers/chromium.ts";
import { startSite } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

/**
 * One renderer process: the page loads in the renderer that already shows Lighthouse's about:blank,
 * whose trace is running. Otherwise Chromium starts a new renderer for the navigation, and when that
 * renderer's trace begins late its first event, the main frame's `navigationStart`, is lost and
 * Lighthouse fails the run (NO_NAVSTART: 2 of 20 runs in one experiment, none of 12 with the flag;
 * the scores 98–100 either way). bench/README, "Lighthouse's NO_NAVSTART".
 */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--renderer-process-limit=1"];

/**
 * Sum of the gzipped sizes of every script the home page loads before it is interactive: the
 * scripts its HTML names (script/modulepreload tags, `import … from "…"` and `import("…")` in inline
 * scripts) and, recursively, their static imports. Lazy chunks (`import("./…")` inside the bundles)
 * are not counted. Following the imports keeps the count right however the HTML hints preloads.
 */
export async function firstLoadJsGzipKb(base: string): Promise<number> {
  const html = await (await fetch(`${base}/`)).text();
  const pending: URL[] = [];
  const seen = new Set<string>();
  const add = (specifier: string, from: URL) => {
    const url = new URL(specifier, from);
    if (seen.has(url.href)) return;
    seen.add(url.href);
    pending.push(url);
  };
  const page = new URL(`${base}/`);
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) add(m[1]!, page);
  for (const m of html.matchAll(/\b(?:from\s*|import\s*\(\s*)["']([^"']+\.js)["']/g)) add(m[1]!, page);
  let bytes = 0;
  for (let url = pending.shift(); url; url = pending.shift()) {
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(code).length;
    // Static imports only: `from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
    for (const m of code.toString().matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) add(m[1]!, url);
  }
  return bytes / 1024;
}

/**
 * One run; `error` is Lighthouse's own failure code (e.g. NO_FCP) when it could not measure the page;
 * `kept`: where its report and trace were saved; `stolenMs`: CPU time the virtual machine's host took
 * from this machine's cores during the run (steal in /proc/stat), when the system says;
 * `benchmarkIndex`: Lighthouse's own measure of the machine's speed at the run (higher is faster).
 */
type Run = {
  perf: number;
  a11y: number;
  a11yFailed: string[];
  lcp: number;
  cls: number;
  tbt: number;
  error?: string;
  kept?: string;
  stolenMs?: number;
  benchmarkIndex?: number;
};

/** Milliseconds of CPU stolen by the hypervisor so far, summed over the cores (/proc/stat counts in 1/100 s); undefined off Linux. */
function stolenSoFar(): number | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/);
    return Number(fields[8]) * 10;
  } catch {
    return undefined;
  }
}

/** Where a run that missed a target leaves its report and trace (gzipped JSON), for Chrome DevTools or a script to read afterwards. */
const KEPT_DIR = path.join(os.tmpdir(), "hancine-lighthouse-kept");

/** A signed-in customer's session cookie: signs up through the API as the form does (ALTCHA solved here). */
export async function customerCookie(base: string, origin: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/v1/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const password = "XemPhimVui2026!";
  const response = await fetch(`${base}/api/v1/auth/signup`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({
      fullName: "Khách Đo Tốc Độ",
      email: `do-toc-do-${Date.now()}@example.com`,
      phone: "0905 111 333",
      gender: "male",
      dateOfBirth: "1990-01-01",
      password,
      confirmPassword: password,
      acceptTerms: true,
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * One Lighthouse mobile run in a Chromium launched for it alone (fresh profile, cold caches). A run
 * that `keep.misses` (or one Lighthouse could not measure) keeps its report and trace under `keep.name`.
 */
async function coldRun(url: string, cookie?: string, keep?: { misses: (run: Run) => boolean; name: string }): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const stolenBefore = stolenSoFar();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      logLevel: "error",
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result!.lhr;
    const run: Run = {
      perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      // The accessibility audits that failed (a score below 1; those that do not apply have none).
      a11yFailed: (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      ...(lhr.runtimeError && { error: lhr.runtimeError.code }),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
    const stolenAfter = stolenSoFar();
    if (stolenBefore !== undefined && stolenAfter !== undefined) run.stolenMs = stolenAfter - stolenBefore;
    if (keep && (run.error || keep.misses(run))) {
      mkdirSync(KEPT_DIR, { recursive: true });
      run.kept = path.join(KEPT_DIR, `${keep.name}-${Date.now()}.json.gz`);
      writeFileSync(run.kept, gzipSync(JSON.stringify({ lhr, trace: result!.artifacts.Trace })));
    }
    return run;
  } finally {
    chrome.kill();
  }
}

/** Issue 30: Lighthouse's accessibility score on every page, every run. */
const ACCESSIBILITY = 100;

/** Issue 12's home-page targets besides its floor: LCP median and worst, TBT, CLS, first-load JS (milliseconds, score, KB gzip). */
const HOME = { lcpMedianMs: 1500, lcpWorstMs: 2000, tbtMs: 100, cls: 0.02, firstLoadJsKb: 120 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mark = (ok: boolean) => (ok ? "✔" : "✖");
const describeRun = (r: Run) =>
  (r.error
    ? `failed: Lighthouse ${r.error} (counted as 0)`
    : `${r.perf} · LCP ${Math.round(r.lcp)} ms · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)} · accessibility ${r.a11y}${r.a11yFailed.length ? ` (${r.a11yFailed.join(", ")})` : ""}`) +
  (r.benchmarkIndex ? ` · machine speed ${Math.round(r.benchmarkIndex)}` : "") +
  (r.stolenMs ? ` · ${r.stolenMs} ms CPU stolen by the host` : "") +
  (r.kept ? ` (report and trace kept: ${r.kept})` : "");

/**
 * Lighthouse 12 mobile (its default: emulated phone, simulated slow 4G) on the production site,
 * each run in a freshly launched Chromium: `runs` times on the home page (issue 12's targets: every
 * run ≥ 95, LCP median ≤ 1.5 s and worst ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02, first-load JS ≤ 120 KB
 * gzip), on the English home page (every run ≥ 95), then on a film page, /buy-tickets and a booking
 * page signed in (every run ≥ 90). Every run is printed.
 * `port`: where the site is served (`--port`, for a machine whose engineers share out port ranges).
 */
export async function benchLighthousePages(runs = 5, port = 3903): Promise<Row[]> {
  const site = await startSite(port);
  try {
    const films = (await (await fetch(`${site.url}/api/v1/films/showing`)).json()) as { result: Array<{ slug: string }> };
    const showtimes = (await (await fetch(`${site.url}/api/v1/showtimes?city=da-nang`)).json()) as { result: Array<{ id: string }> };
    const cookie = await customerCookie(site.url, site.publicUrl);
    const pages = [
      { name: "/ (home)", path: "/", floor: 95 },
      // The English home (decision 092): the same page and scripts, its words in its data.
      { name: "/en (English home)", path: "/en", floor: 95 },
      { name: "film page", path: `/movies/${films.result[0]!.slug}`, floor: 90 },
      { name: "/buy-tickets", path: "/buy-tickets", floor: 90 },
      { name: "booking page, signed in", path: `/booking/${showtimes.result[0]!.id}`, floor: 90, cookie },
    ];
    const rows: Row[] = [];
    for (const page of pages) {
      // One uncounted run warms the server (its code paths and file reads), not the browser: each counted run has a fresh Chromium.
      await coldRun(`${site.url}${page.path}`, page.cookie);
      const results: Run[] = [];
      const name = page.path === "/" ? "home" : page.path === "/en" ? "home-en" : page.path.split("/")[1]!;
      // A run that misses any of its page's targets keeps its trace: the home page's LCP, TBT and CLS too.
      const misses = (r: Run) =>
        r.perf < page.floor || r.a11y < ACCESSIBILITY || (page.path === "/" && (r.lcp > HOME.lcpWorstMs || r.tbt > HOME.tbtMs || r.cls > HOME.cls));
      for (let i = 0; i < runs; i++) results.push(await coldRun(`${site.url}${page.path}`, page.cookie, { misses, name }));
      const worst = Math.min(...results.map((r) => r.perf));
      rows.push({ benchmark: `Lighthouse mobile ${page.name}, ${runs} cold runs`, measured: "", baseline: "", ratio: "", target: "" });
      results.forEach((r, i) => rows.push({ benchmark: `  run ${i + 1}`, measured: describeRun(r), baseline: "", ratio: "", target: "" }));
      rows.push({
        benchmark: "  every run's performance",
        measured: `worst ${worst}`,
        baseline: "",
        ratio: "",
        target: `≥ ${page.floor} ${mark(worst >= page.floor)}`,
      });
      const worstA11y = Math.min(...results.map((r) => (r.error ? 0 : r.a11y)));
      rows.push({
        benchmark: "  every run's accessibility",
        measured: `worst ${worstA11y}`,
        baseline: "",
        ratio: "",
        target: `${ACCESSIBILITY} ${mark(worstA11y >= ACCESSIBILITY)}`,
      });
      if (page.path === "/") {
        // Worst and median over the runs that measured; a failed run fails every target (it is counted as 0 above).
        const measured = results.filter((r) => !r.error);
        const allMeasured = measured.length === results.length;
        const worstOf = (pick: (r: Run) => number) => Math.max(...measured.map(pick));
        const lcps = measured.map((r) => r.lcp);
        const js = await firstLoadJsGzipKb(site.url);
        const within = (value: number, limit: number) => mark(allMeasured && value <= limit);
        rows.push(
          {
            benchmark: "  LCP median (ms)",
            measured: Math.round(median(lcps)),
            baseline: "",
            ratio: "",
            target: `≤ ${HOME.lcpMedianMs} ${within(median(lcps), HOME.lcpMedianMs)}`,
          },
          {
            benchmark: "  LCP worst (ms)",
            measured: Math.round(worstOf((r) => r.lcp)),
            baseline: "",
            ratio: "",
            target: `≤ ${HOME.lcpWorstMs} ${within(
              worstOf((r) => r.lcp),
              HOME.lcpWorstMs,
            )}`,
          },
          {
            benchmark: "  TBT worst (ms)",
            measured: Math.round(worstOf((r) => r.tbt)),
            baseline: "",
            ratio: "",
            target: `≤ ${HOME.tbtMs} ${within(
              worstOf((r) => r.tbt),
              HOME.tbtMs,
            )}`,
          },
          {
            benchmark: "  CLS worst",
            measured: worstOf((r) => r.cls).toFixed(3),
            baseline: "",
            ratio: "",
            target: `≤ ${HOME.cls} ${within(
              worstOf((r) => r.cls),
              HOME.cls,
            )}`,
          },
          {
            benchmark: "  first-load JS (KB gzip)",
            measured: js.toFixed(1),
            baseline: "",
            ratio: "",
            target: `≤ ${HOME.firstLoadJsKb} ${mark(js <= HOME.firstLoadJsKb)}`,
          },
        );
        if (!allMeasured)
          rows.push({ benchmark: "  runs that measured", measured: `${measured.length} of ${results.length}`, baseline: "", ratio: "", target: "every run ✖" });
      }
    }
    return rows;
  } finally {
    await site.stop();
  }
}
