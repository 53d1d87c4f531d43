import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** A payment request as the gateway received it (signed fields, amount already ÷ 100). */
export type LedgerPayment = {
  tmnCode: string;
  txnRef: string;
  amountVnd: number;
  orderInfo: string;
  createDate: string;
  expireDate: string;
  returnUrl: string;
  ipAddr: string;
  openedAt: string;
};

/** The one result of a payment, fixed once written. `fields` are the signed result fields (without hash). */
export type LedgerResult = {
  choice: "pay" | "cancel" | "bank_error";
  responseCode: string;
  transactionStatus: string;
  transactionNo: string;
  bankCode: string;
  payDate: string;
  fields: Record<string, string>;
};

export type LedgerRefund = {
  requestId: string;
  transactionType: "02" | "03";
  amountVnd: number;
  transactionNo: string;
  createBy: string;
  refundedAt: string;
};

export type LedgerEntry = { payment: LedgerPayment; result: LedgerResult | null; refunds: LedgerRefund[] };

/**
 * The local gateway's own books, as files under DATA_DIR — like a real gateway, it keeps them apart
 * from the shop's database, needs no migration, and is never part of a production schema. Each
 * result and refund is created with O_EXCL ("wx"), so a double click or a retried request cannot
 * record a second outcome, even across processes sharing DATA_DIR.
 */
export function createLedger(dataDir: string) {
  const dir = path.join(dataDir, "local-gateway", "vnpay");
  const keyOf = (tmnCode: string, txnRef: string) => createHash("sha256").update(`${tmnCode}\n${txnRef}`).digest("hex").slice(0, 40);
  const file = (key: string, suffix: string) => path.join(dir, `${key}.${suffix}.json`);
  const refundKeyOf = (requestId: string) => createHash("sha256").update(requestId).digest("hex").slice(0, 24);

  async function readJson<T>(filePath: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(filePath, "utf8")) as T;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  /** Creates the file only if it does not exist; false when it already did. */
  async function createExclusive(filePath: string, value: unknown): Promise<boolean> {
    await mkdir(dir, { recursive: true });
    let handle;
    try {
      handle = await open(filePath, "wx");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw err;
    }
    try {
      await handle.writeFile(JSON.stringify(value));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  }

  return {
    async find(tmnCode: string, txnRef: string): Promise<LedgerEntry | null> {
      const key = keyOf(tmnCode, txnRef);
      const payment = await readJson<LedgerPayment>(file(key, "payment"));
      if (!payment) return null;
      const result = await readJson<LedgerResult>(file(key, "result"));
      const names = (await readdir(dir)).filter((n) => n.startsWith(`${key}.refund-`) && n.endsWith(".json"));
      const refunds = (await Promise.all(names.map((n) => readJson<LedgerRefund>(path.join(dir, n)))))
        .filter((r): r is LedgerRefund => r !== null)
        .sort((a, b) => a.refundedAt.localeCompare(b.refundedAt));
      return { payment, result, refunds };
    },

    /** Records (or re-records, e.g. on reload) an opened payment page. Atomic replace. */
    async recordPayment(payment: LedgerPayment): Promise<void> {
      await mkdir(dir, { recursive: true });
      const target = file(keyOf(payment.tmnCode, payment.txnRef), "payment");
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, JSON.stringify(payment));
      await rename(temporary, target);
    },

    /** The first result wins; a later one gets the stored result back. */
    async recordResult(tmnCode: string, txnRef: string, result: LedgerResult): Promise<{ created: boolean; result: LedgerResult }> {
      const target = file(keyOf(tmnCode, txnRef), "result");
      if (await createExclusive(target, result)) return { created: true, result };
      return { created: false, result: (await readJson<LedgerResult>(target))! };
    },

    /** The refund recorded under this request id, if any (VNPay refuses a repeated request id: 94). */
    async findRefund(tmnCode: string, txnRef: string, requestId: string): Promise<LedgerRefund | null> {
      return readJson<LedgerRefund>(file(keyOf(tmnCode, txnRef), `refund-${refundKeyOf(requestId)}`));
    },

    /** False when a refund with this request id was already recorded. */
    async recordRefund(tmnCode: string, txnRef: string, refund: LedgerRefund): Promise<boolean> {
      return createExclusive(file(keyOf(tmnCode, txnRef), `refund-${refundKeyOf(refund.requestId)}`), refund);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
