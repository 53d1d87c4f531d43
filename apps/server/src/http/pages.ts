import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import injectRequest from "light-my-request";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ApiRequestInit, PageServices } from "@hancine/contract/page-services";
import type { AppDeps } from "../app-deps.ts";
import { DomainError } from "../domain-error.ts";
import { loadCurrentUser } from "../modules/auth/current-user.ts";
import { pageSession, type PageSession } from "../modules/auth/page-session.ts";

const PAGE_BODY_LIMIT = 64 * 1024;

// The web app runs React Router with the v8 middleware flag: loaders receive a RouterContextProvider.
declare module "react-router" {
  interface Future {
    v8_middleware: true;
  }
}

/** Build a WHATWG Request from Fastify's, aborting it when the client goes away. */
function toWebRequest(request: FastifyRequest, publicUrl: string, signal: AbortSignal): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody && { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" }),
  } as RequestInit);
}

/** An English page's address (decision 092), or its data's on a client-side navigation (`/en.data`, `/en/movies.data?…`). */
const ENGLISH_PAGE_URL = /^\/en(?:[/.?]|$)/;

/**
 * Loaders call the public API in-process, with the page request's cookies; reads carry the page's
 * session, looked up once (auth/page-session.ts), instead of each call looking it up again.
 */
function pageServices(app: FastifyInstance, request: FastifyRequest, deps: AppDeps, nonce: string, session: PageSession): PageServices {
  return {
    site: deps.site,
    publicUrl: deps.config.publicUrl,
    nonce,
    async api(apiPath: string, init: ApiRequestInit = {}) {
      const method = init.method ?? "GET";
      // Through the app's router itself, not app.inject: that refuses every call once the app begins
      // to close, and a page still being made when a stopping instance closes (decision 070) would
      // answer 500 to its visitor. The database stays open until every request in flight has ended.
      const injected = injectRequest(app.routing, {
        method,
        url: `/api/v1${apiPath}`,
        headers: {
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          ...(method === "GET" && (await session.headers())),
          ...(init.body !== undefined && { "content-type": "application/json" }),
          // The page's language, not the browser's (decision 092): an English page's loader reads English refusals.
          "accept-language": ENGLISH_PAGE_URL.test(request.url) ? "en" : "vi",
          origin: deps.config.publicUrl,
        },
        // The visitor's address, not the server's own: per-address limits see the person.
        remoteAddress: request.ip,
        ...(init.body !== undefined && { payload: JSON.stringify(init.body) }),
      });
      const timeoutMs = init.timeoutMs;
      const answer = timeoutMs
        ? await Promise.race([
            injected,
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`API ${apiPath} timed out after ${timeoutMs} ms`)), timeoutMs).unref()),
          ])
        : await injected;
      let body: unknown = answer.body;
      if (String(answer.headers["content-type"] ?? "").includes("json")) body = answer.json();
      return { status: answer.statusCode, body, headers: answer.headers as Record<string, string | string[] | undefined> };
    },
  };
}

/**
 * React Router serves every path that is not an API, media or health route.
 * The build has its own copy of app modules, so the context key is read from its entry module.
 */
export async function registerPages(app: FastifyInstance, deps: AppDeps, webBuildDir: string) {
  const serverEntry = path.join(webBuildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`Web build missing at ${serverEntry}: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const servicesContext = (build.entry.module as unknown as { pageServicesContext: Parameters<RouterContextProvider["set"]>[0] }).pageServicesContext;
  // Always the production mode: it is a production build, and errors must never reach a visitor with their stack.
  const handle = createRequestHandler(build, "production");

  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, "client"),
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs, decision 059).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Its precompressed copy (sw.js.br, sw.js.gz) when the browser accepts one.
      if (path.basename(filePath).replace(/\.(br|gz)$/, "") === SERVICE_WORKER_FILE) return serviceWorkerHeaders(reply);
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  await app.register(async (pages) => {
    // React Router reads form posts itself: hand it the raw body.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    pages.all("/*", { schema: { hide: true } }, async (request, reply) => {
      // Form posts reach React Router as a raw stream, past Fastify's body limit: same cap here.
      if (Number(request.headers["content-length"] ?? 0) > PAGE_BODY_LIMIT) throw new DomainError("PAYLOAD_TOO_LARGE");
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      const nonce = randomBytes(16).toString("base64");
      const context = new RouterContextProvider();
      const session = pageSession(() => loadCurrentUser(deps, request, reply));
      context.set(servicesContext, pageServices(app, request, deps, nonce, session));
      const response = await handle(toWebRequest(request, deps.config.publicUrl, controller.signal), context).finally(session.end);
      reply.header("content-security-policy", contentSecurityPolicy(nonce, deps.config.publicUrl.startsWith("https:")));
      // A page that could not be made for the moment (its data's source restarting or overloaded) says when to come back, as the API does.
      if (response.status === 503 && !response.headers.has("retry-after")) reply.header("retry-after", "5");
      return reply.send(response);
    });
  });
}

/** The service worker that keeps tickets for offline use (apps/web/public/sw.js, decision 088). */
const SERVICE_WORKER_FILE = "sw.js";

/**
 * A new version reaches browsers at their next visit (no hour-long cache of the old one), and the
 * worker may fetch from this origin: a worker obeys the policy sent with its own script, and the
 * one every file carries (default-src 'none') would refuse its requests.
 */
function serviceWorkerHeaders(reply: { header(name: string, value: string): unknown }) {
  reply.header("cache-control", "no-cache");
  reply.header("content-security-policy", "default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
}

function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
