import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** A VNPay payment request as the local gateway received it (signed fields, amount already ÷ 100). */
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

/** What a gateway's books hold for one payment: the request, its one result, its refunds. */
export type GatewayLedgerEntry<Payment, Result, Refund> = { payment: Payment; result: Result | null; refunds: Refund[] };

export type LedgerEntry = GatewayLedgerEntry<LedgerPayment, LedgerResult, LedgerRefund>;

/**
 * A local gateway's own books, as files under DATA_DIR/local-gateway/<gateway> — like a real
 * gateway, it keeps them apart from the shop's database, needs no migration, and is never part of a
 * production schema. A payment is filed under (merchant code, the merchant's reference). Each result,
 * refund and link is created with O_EXCL ("wx"), so a double click or a retried request cannot record
 * a second outcome, even across processes sharing DATA_DIR.
 */
export function createGatewayLedger<Payment, Result, Refund extends { refundedAt: string }>(dataDir: string, gateway: "vnpay" | "momo" | "zalopay") {
  const dir = path.join(dataDir, "local-gateway", gateway);
  const hashOf = (text: string, length: number) => createHash("sha256").update(text).digest("hex").slice(0, length);
  const keyOf = (merchantCode: string, ref: string) => hashOf(`${merchantCode}\n${ref}`, 40);
  const file = (key: string, suffix: string) => path.join(dir, `${key}.${suffix}.json`);
  const refundFile = (merchantCode: string, ref: string, refundKey: string) => file(keyOf(merchantCode, ref), `refund-${hashOf(refundKey, 24)}`);
  const linkFile = (alias: string) => path.join(dir, `link-${hashOf(alias, 40)}.json`);

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

  const ledger = {
    async find(merchantCode: string, ref: string): Promise<GatewayLedgerEntry<Payment, Result, Refund> | null> {
      const key = keyOf(merchantCode, ref);
      const payment = await readJson<Payment>(file(key, "payment"));
      if (!payment) return null;
      const result = await readJson<Result>(file(key, "result"));
      const names = (await readdir(dir)).filter((n) => n.startsWith(`${key}.refund-`) && n.endsWith(".json"));
      const read: (Refund | null)[] = await Promise.all(names.map((n) => readJson<Refund>(path.join(dir, n))));
      const refunds = read.filter((r): r is Refund => r !== null).sort((a, b) => a.refundedAt.localeCompare(b.refundedAt));
      return { payment, result, refunds };
    },

    /** Records (or re-records, e.g. on reload) a payment request. Atomic replace. */
    async recordPayment(merchantCode: string, ref: string, payment: Payment): Promise<void> {
      await mkdir(dir, { recursive: true });
      const target = file(keyOf(merchantCode, ref), "payment");
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, JSON.stringify(payment));
      await rename(temporary, target);
    },

    /** The first result wins; a later one gets the stored result back. */
    async recordResult(merchantCode: string, ref: string, result: Result): Promise<{ created: boolean; result: Result }> {
      const target = file(keyOf(merchantCode, ref), "result");
      if (await createExclusive(target, result)) return { created: true, result };
      return { created: false, result: (await readJson<Result>(target))! };
    },

    /** The refund recorded under this key (VNPay: the request id; MoMo: the refund's own orderId), if any. */
    async findRefund(merchantCode: string, ref: string, refundKey: string): Promise<Refund | null> {
      return readJson<Refund>(refundFile(merchantCode, ref, refundKey));
    },

    /** False when a refund with this key was already recorded. */
    async recordRefund(merchantCode: string, ref: string, refundKey: string, refund: Refund): Promise<boolean> {
      return createExclusive(refundFile(merchantCode, ref, refundKey), refund);
    },

    /** Files a second name for a payment (MoMo refunds name the payment by its transId); the first link wins. */
    async link(alias: string, merchantCode: string, ref: string): Promise<boolean> {
      return createExclusive(linkFile(alias), { merchantCode, ref });
    },

    async findLinked(alias: string): Promise<GatewayLedgerEntry<Payment, Result, Refund> | null> {
      const target = await readJson<{ merchantCode: string; ref: string }>(linkFile(alias));
      return target ? ledger.find(target.merchantCode, target.ref) : null;
    },
  };
  return ledger;
}

/** The VNPay gateway's books. */
export const createLedger = (dataDir: string) => createGatewayLedger<LedgerPayment, LedgerResult, LedgerRefund>(dataDir, "vnpay");

export type Ledger = ReturnType<typeof createLedger>;
