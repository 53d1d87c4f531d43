import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The page's hydration code (about 140 KB gzipped) starts downloading after the page's main image
 * has painted, instead of alongside the stylesheet and that image.
 *
 * React Router puts a `<link rel="modulepreload">` for every module in `<head>` and one inline
 * `<script type="module">` that imports the route modules and boots the app. On a slow phone
 * connection those downloads share the bandwidth with the stylesheet and the banner, so the first
 * paint waits for script bytes it does not need (decision record 007). This transform, applied to
 * the HTML stream, removes the preload links and turns the module script into an inert
 * `<script type="text/plain">`; a small inline script starts it (preloads first, so there is no
 * import waterfall) once the largest-contentful-paint entry of the page's `fetchpriority="high"`
 * image arrives — or of anything, when the page has no such image — and at the latest once the page
 * has loaded *and* painted (a cold browser can fire `load` before its first frame: starting then put
 * the modules' work before the first paint), or on the visitor's first press or key.
 *
 * When the markup is not the expected one (a React Router update, an error page), nothing is
 * changed: the page then hydrates the usual way.
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOT_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
const NONCE = /\snonce="([^"]*)"/;
/** The boot script is in the shell; a document this large without it is not React Router's. */
const GIVE_UP_AFTER_CHARS = 1_000_000;
export const DEFERRED_BOOT_ID = "hydration-module";

/**
 * Each preload link starts a fetch, about a millisecond of main-thread work apiece on a slow phone
 * (more under DevTools' network recording): twelve in one task made a long task right after the
 * first paint. A few per task, the next ones after a message (a task of its own, as React's scheduler
 * yields; a timer would wait on Playwright's fake clock), then the boot module in a task of its own.
 */
const PRELOADS_PER_TASK = 3;

function startScript(preloads: string[]): string {
  // Plain ES2017 for every browser; JSON of same-origin asset paths is safe inside <script>.
  return `(function(){
var boot=document.getElementById(${JSON.stringify(DEFERRED_BOOT_ID)}),started=false;
function start(){if(started)return;started=true;
var hrefs=${JSON.stringify(preloads)},at=0,channel=new MessageChannel();
channel.port1.onmessage=step;step();
function step(){
if(at<hrefs.length){for(var end=Math.min(at+${PRELOADS_PER_TASK},hrefs.length);at<end;at++){var l=document.createElement("link");l.rel="modulepreload";l.href=hrefs[at];document.head.appendChild(l);}channel.port2.postMessage(0);return;}
channel.port1.onmessage=null;
var s=document.createElement("script");s.type="module";s.nonce=boot.nonce;s.textContent=boot.textContent;boot.replaceWith(s);}}
["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,start,{once:true,capture:true});});
var hero=document.querySelector('img[fetchpriority="high"]');
var lcp=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("largest-contentful-paint")>=0;
if(!lcp){addEventListener("load",start,{once:true});if(!hero||hero.complete)start();else{hero.addEventListener("load",start);hero.addEventListener("error",start);}return;}
var loaded=false,painted=false;
addEventListener("load",function(){loaded=true;if(painted)start();},{once:true});
new PerformanceObserver(function(list){list.getEntries().forEach(function(e){painted=true;if(!hero||e.element===hero||loaded)start();});}).observe({type:"largest-contentful-paint",buffered:true});
})();`;
}

/** Rewrites one HTML document; `undefined` when it does not carry React Router's boot script. */
export function deferHydration(html: string): string | undefined {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return undefined;
  const [whole, attributes = "", code = ""] = boot;
  const nonce = NONCE.exec(attributes)?.[1];
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const preloads: string[] = [];
  const before = html.slice(0, boot.index).replace(MODULEPRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const deferred =
    `<script${nonceAttribute} type="text/plain" id="${DEFERRED_BOOT_ID}">${code}</script>` + `<script${nonceAttribute}>${startScript(preloads)}</script>`;
  return before + deferred + html.slice(boot.index + whole.length);
}

/** A stream transform for `deferHydration`: holds the shell until its boot script, then passes through. */
export function hydrateAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const text = decoder.write(chunk);
      if (passing) return text ? done(null, text) : done();
      held += text;
      const rewritten = deferHydration(held);
      if (rewritten === undefined && held.length < GIVE_UP_AFTER_CHARS) return done();
      passing = true;
      const out = rewritten ?? held;
      held = "";
      done(null, out);
    },
    flush(done: TransformCallback) {
      done(null, held + decoder.end());
    },
  });
}
