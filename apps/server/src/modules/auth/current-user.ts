import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { hasRole, type UserRole } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { assertSecondFactorProven } from "./mfa-rule.ts";
import { handedOverUser } from "./page-session.ts";
import { readSessionCookie, setSessionCookie } from "./session-cookie.ts";
import { findLiveSession, type CurrentUser } from "./sessions-repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser` (or `loadCurrentUser`); null for anonymous requests. */
    currentUser: CurrentUser | null;
  }
}

/** `Authorization: Bearer <token>` (app clients). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

/** True when the request presents a bearer token; such requests never fall back to the cookie. */
export const usesBearer = (request: FastifyRequest) => /^Bearer\s/i.test(request.headers.authorization ?? "");

/** The signed-in user from the bearer token, else from the session cookie; null when none is valid. */
export async function loadCurrentUser(
  deps: Pick<AppDeps, "config" | "database" | "clock">,
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<CurrentUser | null> {
  // Already looked up for this request (the back office's gate, then the route's own check).
  if (request.currentUser) return request.currentUser;
  // A page's in-process call: its page already looked the session up (auth/page-session.ts).
  const handedOver = handedOverUser(request);
  if (handedOver !== undefined) {
    request.currentUser = handedOver;
    return handedOver;
  }
  const via = usesBearer(request) ? "bearer" : "cookie";
  const token = via === "bearer" ? bearerToken(request) : readSessionCookie(request, deps.config);
  if (!token) return null;
  const now = deps.clock();
  const found = await findLiveSession(deps.database.db, token, now);
  // A bearer token only opens app sessions and a cookie only web ones: a token lifted from one channel is useless in the other.
  if (!found || found.session.kind !== (via === "bearer" ? "app" : "web")) return null;
  // The server slid the idle expiry: slide the cookie's lifetime with it.
  if (reply && via === "cookie" && found.session.lastSeenAt.getTime() === now.getTime() && found.session.createdAt.getTime() !== now.getTime()) {
    setSessionCookie(reply, deps.config, token);
  }
  request.currentUser = { ...found, via, token };
  return request.currentUser;
}

/**
 * preHandler for routes that need a signed-in user: 401 UNAUTHENTICATED otherwise, and 403
 * MFA_REQUIRED while the session has not proven the second factor its user needs (decision 074).
 * Only `GET /auth/me` and `/auth/mfa/*` pass `{ beforeSecondFactor: true }`: they are how a
 * session proves it. Pages' in-process calls meet the same rule (the handed-over user is checked here too).
 */
export function requireUser(deps: AppDeps, options: { beforeSecondFactor?: boolean } = {}): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const current = await loadCurrentUser(deps, request, reply);
    if (!current) throw new DomainError("UNAUTHENTICATED");
    if (!options.beforeSecondFactor) await assertSecondFactorProven(deps, current);
  };
}

/**
 * preHandler for back-office routes: 401 UNAUTHENTICATED without a valid session, 403 FORBIDDEN
 * for a signed-in user below the role (`hasRole` of the contract: staff < manager < admin), 403
 * MFA_REQUIRED before the session proved the second factor.
 * Which cinemas a staff member or manager may act on is the route's to check (`cinema-scope.ts`).
 *
 * ```ts
 * app.post("/checkin", { preHandler: requireRole(deps, "staff"), schema: { ... } }, handler);
 * ```
 */
export function requireRole(deps: AppDeps, role: Exclude<UserRole, "customer">): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const current = await loadCurrentUser(deps, request, reply);
    if (!current) throw new DomainError("UNAUTHENTICATED");
    if (!hasRole(current.user.role, role)) throw new DomainError("FORBIDDEN");
    await assertSecondFactorProven(deps, current);
  };
}

const GATED_PREFIX = /^\/api\/v1\/(admin|box-office)(\/|$)/;

/**
 * The back office and the box office reach nothing before the second factor: a signed-in session
 * that has not proven the factor its user needs gets 403 MFA_REQUIRED from every `/admin/...` and
 * `/box-office/...` route before its input is read (so whatever it sends). Anonymous requests go
 * on to the route's own `requireRole` (401).
 */
export function backOfficeSecondFactorGate(deps: AppDeps): preValidationAsyncHookHandler {
  return async (request, reply) => {
    if (!GATED_PREFIX.test(request.routeOptions.url ?? "")) return;
    const current = await loadCurrentUser(deps, request, reply);
    if (current) await assertSecondFactorProven(deps, current);
  };
}

/** Declares `request.currentUser` for every API module (registered once on the API scope). */
export const currentUserPlugin = fp(
  async (app) => {
    app.decorateRequest("currentUser", null);
  },
  // Reads the session cookie that @fastify/cookie parses: refuse to start without it.
  { name: "current-user", dependencies: ["@fastify/cookie"] },
);
