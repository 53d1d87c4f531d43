import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/helpers/chromium.ts";
import { startSite } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/**
 * Sum of the gzipped sizes of every script the home page loads before it is interactive: the
 * scripts its HTML names (script/modulepreload tags, `import … from "…"` and `import("…")` in inline
 * scripts) and, recursively, their static imports. Lazy chunks (`import("./…")` inside the bundles)
 * are not counted. Following the imports keeps the count right however the HTML hints preloads.
 */
async function firstLoadJsGzipKb(base: string): Promise<number> {
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

/** Lighthouse mobile (its default: emulated phone, simulated slow 4G) on the production home page. */
export async function benchLighthouseHome(runs = 3): Promise<Row[]> {
  const site = await startSite(3903);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    await fetch(`${site.url}/`); // warm caches once
    const scores: { perf: number; lcp: number; cls: number; tbt: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.url}/`, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
      const lhr = result!.lhr;
      scores.push({
        perf: (lhr.categories.performance?.score ?? 0) * 100,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      });
    }
    // The median run, by performance score.
    const median = [...scores].sort((a, b) => a.perf - b.perf)[Math.floor(scores.length / 2)]!;
    const js = await firstLoadJsGzipKb(site.url);
    const mark = (ok: boolean) => (ok ? "✔" : "✖");
    return [
      { benchmark: `Lighthouse mobile / (median of ${runs})`, measured: "", baseline: "", ratio: "", target: "" },
      { benchmark: "  performance", measured: Math.round(median.perf), baseline: "", ratio: "", target: `≥ 95 ${mark(median.perf >= 95)}` },
      { benchmark: "  LCP (ms)", measured: Math.round(median.lcp), baseline: "", ratio: "", target: `≤ 2000 ${mark(median.lcp <= 2000)}` },
      { benchmark: "  CLS", measured: median.cls.toFixed(3), baseline: "", ratio: "", target: `≤ 0.05 ${mark(median.cls <= 0.05)}` },
      { benchmark: "  TBT (ms)", measured: Math.round(median.tbt), baseline: "", ratio: "", target: `≤ 100 ${mark(median.tbt <= 100)}` },
      { benchmark: "  first-load JS (KB gzip)", measured: js.toFixed(1), baseline: "", ratio: "", target: `≤ 150 ${mark(js <= 150)}` },
    ];
  } finally {
    chrome.kill();
    await site.stop();
  }
}
