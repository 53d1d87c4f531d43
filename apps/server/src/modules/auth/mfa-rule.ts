import type { FastifyRequest } from "fastify";
import { hasRole } from "@hancine/contract/auth";
import { STEP_UP_MAX_AGE_MINUTES, type MfaMethod, type MfaState } from "@hancine/contract/mfa";
import type { AppDeps } from "#server/app-deps.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { passkeysOf } from "./passkeys-repository.ts";
import { countUnusedRecoveryCodes } from "./recovery-codes-repository.ts";
import type { CurrentUser } from "./sessions-repository.ts";
import { findTotp } from "./totp-repository.ts";
import type { UserRow } from "./users-repository.ts";

/**
 * Who needs a second factor, and what an unproven session reaches (decision 074). A user needs
 * one when they have one, or when they are staff or above and STAFF_MFA=required.
 */
export function needsSecondFactor(config: Config, user: Pick<UserRow, "role">, enrolled: boolean): boolean {
  return enrolled || (config.staffMfa === "required" && hasRole(user.role, "staff"));
}

/** The session still has to prove the second factor before it reaches anything but /auth/mfa/*. */
export function awaitsSecondFactor(config: Config, current: CurrentUser): boolean {
  return current.session.mfaVerifiedAt === null && needsSecondFactor(config, current.user, current.mfaEnrolled);
}

/** The account's factors: the app, its passkeys and its unused recovery codes. */
export async function factorsOf(db: Database, userId: string) {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([findTotp(db, userId), passkeysOf(db, userId), countUnusedRecoveryCodes(db, userId)]);
  return { totp: Boolean(totp?.confirmedAt && totp.secret), passkeys, recoveryCodesLeft };
}

export type Factors = Awaited<ReturnType<typeof factorsOf>>;

/** How the account can prove the second factor now. */
export function methodsOf(factors: Factors): MfaMethod[] {
  const methods: MfaMethod[] = [];
  if (factors.totp) methods.push("totp");
  if (factors.passkeys.length > 0) methods.push("passkey");
  if (factors.recoveryCodesLeft > 0 && (factors.totp || factors.passkeys.length > 0)) methods.push("recovery");
  return methods;
}

/** What login and GET /auth/me say about the second factor. */
export async function mfaStateOf(deps: Pick<AppDeps, "config" | "database">, user: Pick<UserRow, "id" | "role">): Promise<MfaState> {
  const factors = await factorsOf(deps.database.db, user.id);
  const enrolled = factors.totp || factors.passkeys.length > 0;
  return { required: needsSecondFactor(deps.config, user, enrolled), enrolled, methods: methodsOf(factors) };
}

/** 403 MFA_REQUIRED for a session that has not proven the second factor its user needs. */
export async function assertSecondFactorProven(deps: Pick<AppDeps, "config" | "database">, current: CurrentUser): Promise<void> {
  if (!awaitsSecondFactor(deps.config, current)) return;
  const state = await mfaStateOf(deps, current.user);
  throw new DomainError("MFA_REQUIRED", { details: { enrolled: state.enrolled, methods: state.methods } });
}

/** The request's signed-in user, as `requireUser`/`requireRole` left it (current-user.ts declares the field). */
const signedInOf = (request: FastifyRequest) => (request as FastifyRequest & { currentUser?: CurrentUser | null }).currentUser ?? null;

/** The session proved the second factor within the step-up window (10 minutes). */
export function hasRecentProof(current: CurrentUser, now: Date): boolean {
  const at = current.session.mfaVerifiedAt;
  return at !== null && now.getTime() - at.getTime() <= STEP_UP_MAX_AGE_MINUTES * 60_000;
}

/**
 * Step-up for a sensitive action (a large refund, prices, roles, the factors themselves): a user
 * with a second factor must have proven it in the last 10 minutes, else 403 STEP_UP_REQUIRED.
 * A user without one (a customer, optional staff) is not asked.
 */
export async function requireRecentProof(deps: Pick<AppDeps, "config" | "database" | "clock">, request: FastifyRequest): Promise<void> {
  const current = signedInOf(request);
  if (!current) throw new DomainError("UNAUTHENTICATED");
  await requireRecentProofOf(deps, current);
}

/** `requireRecentProof` for a service that holds the signed-in user. */
export async function requireRecentProofOf(deps: Pick<AppDeps, "database" | "clock">, current: CurrentUser): Promise<void> {
  if (!current.mfaEnrolled || hasRecentProof(current, deps.clock())) return;
  const methods = methodsOf(await factorsOf(deps.database.db, current.user.id));
  throw new DomainError("STEP_UP_REQUIRED", { details: { maxAgeMinutes: STEP_UP_MAX_AGE_MINUTES, methods } });
}

/**
 * A step-up decided where the change is known (inside its transaction: a refund's amount, whether a
 * role really changes): the returned check throws STEP_UP_REQUIRED when `needed` and the session's
 * proof is not recent, rolling the change back. What to tell the person is read now, before any
 * transaction is open.
 */
export async function deferredStepUp(deps: Pick<AppDeps, "database" | "clock">, request: FastifyRequest): Promise<(needed: boolean) => void> {
  const current = signedInOf(request);
  if (!current?.mfaEnrolled || hasRecentProof(current, deps.clock())) return () => {};
  const refusal = new DomainError("STEP_UP_REQUIRED", {
    details: { maxAgeMinutes: STEP_UP_MAX_AGE_MINUTES, methods: methodsOf(await factorsOf(deps.database.db, current.user.id)) },
  });
  return (needed) => {
    if (needed) throw refusal;
  };
}

/** A refund (or a cancel's refunds together) above REFUND_STEP_UP_VND needs a recent proof. */
export async function refundStepUp(deps: Pick<AppDeps, "config" | "database" | "clock">, request: FastifyRequest): Promise<(amountVnd: number) => void> {
  const check = await deferredStepUp(deps, request);
  return (amountVnd) => check(amountVnd > deps.config.refundStepUpVnd);
}
