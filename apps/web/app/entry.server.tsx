import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./nonce.ts";
import { pageServicesContext } from "./page-services.ts";
import { hydrateAfterPaint } from "./lib/hydrate-after-paint.server.ts";

// The server reads the context key from this module: the build has its own copy of app modules.
export { pageServicesContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(pageServicesContext).nonce;

  return new Promise((resolve, reject) => {
    let pageRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A part that is ready is written in place, however large: React would otherwise send a big
        // one (the home page's lower sections, the footer) hidden and reveal it by script, so it would
        // show late, move the page, and stay hidden without JavaScript (decision 025).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // The whole page in one piece, for people as for bots: the loaders have finished before React
        // renders, so streaming the shell first gained nothing, and the page's data came after it as
        // hidden parts that React's script moved into place in a task of its own (decision 059).
        onAllReady() {
          pageRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page paints its main image before the hydration code starts downloading (decision 007).
          pipe(hydrateAfterPaint()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (pageRendered) console.error(error);
        },
      },
    );
  });
}
