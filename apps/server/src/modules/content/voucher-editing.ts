import type { AdminVoucher } from "@hancine/contract/back-office-content";
import type { VoucherInput, VoucherPatch } from "@hancine/contract/back-office-vouchers";
import { benefitText, conditionTexts } from "@hancine/contract/voucher-rules";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import type { Actor } from "../auth/actor.ts";
import { listVoucherRowsWithUses } from "./admin-content-repository.ts";
import { findVoucherRow, insertVoucherRow, updateVoucherRow, voucherUseCounts, type VoucherRow } from "./admin-vouchers-repository.ts";
import { recordContentChange } from "./content-change.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/**
 * Vouchers in the back office (`/admin/vouchers`, admins; decision 048): the rule checkout prices
 * with, its validity, its limits, active or archived. The code is fixed once created: orders, uses
 * and promotions name the voucher by it.
 */

const NOT_FOUND = msg("error.NOT_FOUND.voucher");

function toAdminVoucher(v: VoucherRow, uses: { used: number; paid: number }): AdminVoucher {
  return {
    code: v.code,
    rule: v.rule,
    active: v.active,
    benefit: benefitText(v.rule),
    conditions: conditionTexts({
      rule: v.rule,
      validFrom: v.validFrom,
      validUntil: v.validUntil,
      totalLimit: v.totalLimit,
      perCustomerLimit: v.perCustomerLimit,
    }),
    validFrom: v.validFrom.toISOString(),
    validUntil: v.validUntil.toISOString(),
    totalLimit: v.totalLimit,
    perCustomerLimit: v.perCustomerLimit,
    used: uses.used,
    paid: uses.paid,
  };
}

/** The change log's picture of a voucher: the rule in words (what a person reads) and as data. */
const auditSnapshot = (v: VoucherRow) => ({
  benefit: benefitText(v.rule),
  conditions: conditionTexts({ rule: v.rule, validFrom: v.validFrom, validUntil: v.validUntil, totalLimit: null, perCustomerLimit: null }),
  rule: v.rule,
  validFrom: v.validFrom.toISOString(),
  validUntil: v.validUntil.toISOString(),
  totalLimit: v.totalLimit,
  perCustomerLimit: v.perCustomerLimit,
  active: v.active,
});

/** `GET /admin/vouchers`: each voucher's rule in its own words, its limits and its uses so far. */
export async function listAdminVouchers(deps: AppDeps): Promise<AdminVoucher[]> {
  const rows = await listVoucherRowsWithUses(deps.database.db, deps.clock());
  return rows.map(({ voucher, used, paid }) => toAdminVoucher(voucher, { used, paid }));
}

export async function adminVoucher(deps: AppDeps, code: string): Promise<AdminVoucher> {
  const db = deps.database.db;
  const row = await findVoucherRow(db, code);
  if (!row) throw notFound(NOT_FOUND);
  return toAdminVoucher(row, await voucherUseCounts(db, code, deps.clock()));
}

/** `POST /admin/vouchers`: 409 VOUCHER_CODE_TAKEN when the code exists (the primary key decides, also between two racing saves). */
export async function createVoucher(deps: AppDeps, actor: Actor, input: VoucherInput): Promise<AdminVoucher> {
  const now = deps.clock();
  const created = await deps.database.db.transaction(async (tx) => {
    const row = await insertVoucherRow(tx, {
      code: input.code,
      rule: input.rule,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      totalLimit: input.totalLimit,
      perCustomerLimit: input.perCustomerLimit,
      active: input.active,
    });
    if (!row) throw codeTaken(input.code);
    await recordContentChange(tx, actor, now, { entity: "voucher", id: row.code, label: row.code, before: null, after: auditSnapshot(row) });
    return row;
  });
  return toAdminVoucher(created, { used: 0, paid: 0 });
}

function codeTaken(code: string) {
  const message = msg("error.VOUCHER_CODE_TAKEN.code", { code });
  return new DomainError("VOUCHER_CODE_TAKEN", { message, fields: { code: message } });
}

/**
 * `PATCH /admin/vouchers/:id`. Under the voucher's row lock (the one checkout takes before it counts
 * uses), a limit is never set below the uses already counting: a checkout under way either finished
 * before (and is counted here) or waits and then meets the new limit.
 */
export async function updateVoucher(deps: AppDeps, actor: Actor, code: string, patch: VoucherPatch): Promise<AdminVoucher> {
  const now = deps.clock();
  const saved = await deps.database.db.transaction(async (tx) => {
    const before = await findVoucherRow(tx, code, true);
    if (!before) throw notFound(NOT_FOUND);
    const validFrom = patch.validFrom ?? before.validFrom;
    const validUntil = patch.validUntil ?? before.validUntil;
    const problems: Record<string, ErrorText> = {};
    if (validUntil <= validFrom) problems.validUntil = msg("error.VALIDATION_FAILED.voucherEnds");
    const uses = await voucherUseCounts(tx, code, now);
    if (patch.totalLimit != null && patch.totalLimit < uses.used) {
      problems.totalLimit = msg("error.VALIDATION_FAILED.totalLimitBelowUses", { code, used: uses.used });
    }
    if (patch.perCustomerLimit != null && patch.perCustomerLimit < uses.mostByOne) {
      problems.perCustomerLimit = msg("error.VALIDATION_FAILED.perCustomerLimitBelowUses", { code, mostByOne: uses.mostByOne });
    }
    if (Object.keys(problems).length) throw new DomainError("VALIDATION_FAILED", { fields: problems });
    const row = await updateVoucherRow(tx, code, {
      ...(patch.rule !== undefined && { rule: patch.rule }),
      ...(patch.validFrom !== undefined && { validFrom: patch.validFrom }),
      ...(patch.validUntil !== undefined && { validUntil: patch.validUntil }),
      ...(patch.totalLimit !== undefined && { totalLimit: patch.totalLimit }),
      ...(patch.perCustomerLimit !== undefined && { perCustomerLimit: patch.perCustomerLimit }),
      ...(patch.active !== undefined && { active: patch.active }),
    });
    const was = auditSnapshot(before);
    const is = auditSnapshot(row);
    const verb = is.active !== was.active ? (is.active ? "restore" : "archive") : "update";
    // The promotions advertising it read its rule: the announcement empties every instance's public cache.
    await recordContentChange(tx, actor, now, { entity: "voucher", id: code, label: code, before: was, after: is, verb });
    return { row, uses };
  });
  return toAdminVoucher(saved.row, saved.uses);
}
