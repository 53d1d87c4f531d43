import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "./sessions-repository.ts";

/** Carries a page's one-time key on its in-process API calls (never sent to or accepted from a browser's guess). */
export const PAGE_SESSION_HEADER = "x-hancine-page-session";

/** The signed-in user of each page being rendered, by a random key that lives as long as the render. */
const pages = new Map<string, CurrentUser | null>();

/** The user a page's in-process API call speaks for, when it carries a live key; undefined otherwise. */
export function handedOverUser(request: FastifyRequest): CurrentUser | null | undefined {
  const key = request.headers[PAGE_SESSION_HEADER];
  return typeof key === "string" ? pages.get(key) : undefined;
}

/**
 * A page's loaders call the API in-process several times; the session is looked up once, for the
 * page request itself, and each call carries a random key to that answer instead of the cookie
 * being looked up again. `end()` forgets the key when the page has rendered.
 */
export function pageSession(resolve: () => Promise<CurrentUser | null>) {
  let key: Promise<string> | undefined;
  let known: string | undefined;
  return {
    headers: async (): Promise<Record<string, string>> => {
      key ??= resolve().then((current) => {
        known = randomUUID();
        pages.set(known, current);
        return known;
      });
      return { [PAGE_SESSION_HEADER]: await key };
    },
    end: () => {
      if (known) pages.delete(known);
    },
  };
}

export type PageSession = ReturnType<typeof pageSession>;
