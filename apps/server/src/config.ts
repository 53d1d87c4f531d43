import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { loadPaymentsConfig, type PaymentsConfig } from "./modules/payments/payments-config.ts";
import { E_INVOICE_PROVIDERS, type EInvoiceProviderName } from "./modules/invoices/e-invoice-provider.ts";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";
import { CANCEL_BEFORE_MINUTES_DEFAULT } from "@hancine/contract/after-sale";
import { COUNTER_HOURS, type CounterHours } from "@hancine/contract/snack-orders";

const booleanFlag = z.enum(["true", "false", "1", "0"], { message: "phải là true hoặc false" }).transform((v) => v === "true" || v === "1");

/** A whole number from `min` to `max` (a unit after the range in the message, e.g. "(đồng)"). */
function wholeNumber(min: number, max: number, unit?: string) {
  const range = `phải từ ${min} đến ${max}${unit ? ` ${unit}` : ""}`;
  return z.coerce.number({ message: "phải là một số" }).int({ message: "phải là số nguyên" }).min(min, { message: range }).max(max, { message: range });
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { message: "phải là development, production hoặc test" }).default("development"),
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: z.string().min(1, { message: "không được để trống" }).optional(),
  DATA_DIR: z.string().min(1, { message: "không được để trống" }).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: "phải là URL dạng postgres://người-dùng@máy:cổng/tên-csdl" }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: "phải là URL http(s)://…" }).optional(),
  SESSION_SECRET: z.string().min(32, { message: "phải dài ít nhất 32 ký tự" }).optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SEED_DEMO_HISTORY: booleanFlag.default(true),
  CAPTCHA_ENABLED: booleanFlag.default(true),
  HOLD_MINUTES: wholeNumber(1, 60).default(10),
  SALES_CLOSE_MINUTES: wholeNumber(-60, 240).default(0),
  CANCEL_BEFORE_MINUTES: wholeNumber(0, 10_080).default(CANCEL_BEFORE_MINUTES_DEFAULT),
  POINT_VALUE_VND: wholeNumber(100, 100_000, "(đồng)").default(1000),
  MAX_OPEN_ORDERS: wholeNumber(1, 20).default(2),
  HOLDS_PER_ACCOUNT: wholeNumber(1, 100_000).default(10),
  HOLDS_PER_CLIENT: wholeNumber(1, 100_000).default(30),
  SIGNUPS_PER_CLIENT: wholeNumber(1, 100_000).default(10),
  EVENT_STREAMS_PER_ADDRESS: wholeNumber(1, 10_000).default(20),
  QUEUE_REQUESTS_IN_PROGRESS: wholeNumber(0, 100_000).default(100),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "phải là URL dạng smtp://người-dùng:mật-khẩu@máy:587 hoặc smtps://…:465" }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/, {
      message: 'phải là một địa chỉ e-mail, ví dụ "HanCine <no-reply@hancine.vn>"',
    })
    .optional(),
  TRUST_PROXY: z.string().optional(),
  EINVOICE_PROVIDER: z.enum(E_INVOICE_PROVIDERS, { message: `phải là một trong: ${E_INVOICE_PROVIDERS.join(", ")}` }).optional(),
  // Operations (docs/operations.md): how long SIGTERM keeps serving before closing, and who may read /metrics.
  SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 300).default(5),
  METRICS_TOKEN: z.string().min(16, { message: "phải dài ít nhất 16 ký tự" }).optional(),
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  // The second factor (decision 074): required of staff, managers and admins unless `optional`; a larger refund asks for it again.
  STAFF_MFA: z.enum(["required", "optional"], { message: "phải là required hoặc optional" }).default("required"),
  REFUND_STEP_UP_VND: wholeNumber(0, 1_000_000_000, "(đồng)").default(1_000_000),
  // Five wrong second factors from one address lock it for 15 minutes; the browser suite, all from 127.0.0.1, sets more.
  MFA_LOCKOUT_PER_ADDRESS: wholeNumber(1, 1_000_000).default(5),
  // A shift closed with a cash difference above this many đồng waits for a manager's approval (decision 076).
  SHIFT_DIFFERENCE_APPROVAL_VND: wholeNumber(0, 1_000_000_000, "(đồng)").default(50_000),
  // The snack counters' hours, chain time (decision 083): snacks ordered ahead are picked up between them.
  SNACK_COUNTER_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: "phải có dạng HH:MM-HH:MM, ví dụ 09:00-23:00" })
    .refine((v) => v.slice(0, 5) < v.slice(6), { message: "giờ mở phải trước giờ đóng" })
    .transform((v) => ({ opens: v.slice(0, 5), closes: v.slice(6) }))
    .default(COUNTER_HOURS),
  // The chain's receiving account for VietQR transfers at the box office (decision 076).
  VIETQR_BANK_BIN: z
    .string()
    .regex(/^\d{6}$/, { message: "phải là mã BIN ngân hàng gồm 6 chữ số (NAPAS), ví dụ 970436" })
    .optional(),
  VIETQR_ACCOUNT: z
    .string()
    .regex(/^[A-Za-z0-9]{1,19}$/, { message: "phải là số tài khoản gồm 1–19 chữ hoặc số" })
    .optional(),
  VIETQR_ACCOUNT_NAME: z.string().trim().min(1, { message: "không được để trống" }).max(70, { message: "tối đa 70 ký tự" }).optional(),
  VAT_PERCENT: wholeNumber(0, 20, "(%)").default(10),
  // Gift cards (decision 080): more than this many đồng of cards on one order asks for a code e-mailed to the buyer; a refund onto a card may carry a bonus.
  GIFT_CARD_OTP_ABOVE: wholeNumber(0, 1_000_000_000, "(đồng)").default(500_000),
  GIFT_CARD_REFUND_BONUS_PERCENT: wholeNumber(0, 50, "(%)").default(0),
  BRAND_TAX_CODE: z
    .string()
    .regex(/^\d{10}(-\d{3})?$/, { message: "phải là mã số thuế: 10 chữ số, hoặc 10 chữ số-3 chữ số" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "không hợp lệ" }).default("info"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  seedDemoData: boolean;
  /** With the demo data: its 91 days of past sales, written after the server listens (docs/decisions/062). */
  seedDemoHistory: boolean;
  logLevel: string;
  /** Signup and password reset require a solved ALTCHA challenge. */
  captchaEnabled: boolean;
  /** VNPay, MoMo and the local gateway (modules/payments/payments-config.ts). */
  payments: PaymentsConfig;
  /** How long seats stay held for a buyer. */
  holdMinutes: number;
  /** Sales of a showtime close this many minutes before it starts (negative: after it starts). */
  salesCloseMinutes: number;
  /** A paid order may be cancelled or exchanged by its customer until this many minutes before its showtime (decision 049). */
  cancelBeforeMinutes: number;
  /** What one reward point takes off at checkout, VND (decision 050). */
  pointValueVnd: number;
  /** Against seat hoarding (decision 017): open orders per account, and holds granted per 10 minutes per account and per client address. */
  holdLimits: HoldLimits;
  /** Accounts one client address may create per hour. */
  signupsPerClient: number;
  /** Live seat-map streams one client address may keep open on this process. */
  eventStreamsPerAddress: number;
  /** Waiting-room requests (join, place, leave, a stream's opening) one process serves at once; more → 503 at once (0: every one). */
  queueRequestsInProgress: number;
  /** Real SMTP server for outgoing e-mail; without it e-mail lands in the local mailbox (/dev/mailbox). */
  smtpUrl: string | undefined;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** Whose X-Forwarded-For names the client (http/trust-proxy.ts); off: the socket's peer is the client. */
  trustProxy: TrustProxy;
  /** Who issues VAT e-invoices (decision 052): the local stand-in outside production; none in production until a real provider is configured. */
  eInvoiceProvider: EInvoiceProviderName | null;
  /** On SIGTERM: seconds of serving the open connections (the listener closed at once, /readyz 503) before the close (decision 070). */
  shutdownGraceSeconds: number;
  /** `GET /metrics`: with this bearer token on the main port, and/or on a port of its own; neither → 404. */
  metrics: { token: string | undefined; port: number | undefined };
  /** Whether staff, managers and admins must have a second factor (decision 074). */
  staffMfa: "required" | "optional";
  /** A refund above this many đồng asks for a fresh second factor (step-up). */
  refundStepUpVnd: number;
  /** Wrong second factors from one client address before its 15-minute lock (the account's limit stays 5). */
  mfaLockoutPerAddress: number;
  /** A shift's cash difference (either way) above this many đồng needs a manager's approval. */
  shiftDifferenceApprovalVnd: number;
  /** The snack counters' hours (chain time, "HH:MM"): pickups of snacks ordered ahead fall between them. */
  snackCounterHours: CounterHours;
  /** The account VietQR transfers at the counter go to; null: VietQR not offered (production without the three variables). */
  vietqr: VietQrAccount | null;
  /** The VAT rate printed on counter receipts (prices include it). */
  vatPercent: number;
  /** Gift cards (decision 080): cards paying more than `otpAboveVnd` of one order ask for an e-mailed code; a refund onto a card adds `refundBonusPercent`. */
  giftCards: { otpAboveVnd: number; refundBonusPercent: number };
  /** The chain's tax code (MST) printed on counter receipts. */
  taxCode: string;
};

export type VietQrAccount = { bankBin: string; account: string; accountName: string };

/** Outside production, a demo account (BIN 970436 is Vietcombank's) so the counter's QR can be tried; never in production. */
const DEMO_VIETQR: VietQrAccount = { bankBin: "970436", account: "1012345678", accountName: "CONG TY CP DIEN ANH HANCINE" };

export type HoldLimits = { maxOpenOrders: number; perAccount: number; perClient: number };

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set(["SESSION_SECRET", "SMTP_URL", "DATABASE_URL", "METRICS_TOKEN"]);

/** Parse the environment once. Throws ConfigError with one line naming the bad variable(s). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are named, never echoed into a log.
      const shown = SECRET_VARIABLES.has(name) ? "…" : JSON.stringify(present[name] ?? "");
      return `${name}=${shown} ${issue.message}`;
    });
    throw new ConfigError(`Cấu hình không hợp lệ: ${problems.join("; ")}.`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError("Cấu hình không hợp lệ: SESSION_SECRET là bắt buộc khi NODE_ENV=production.");
  }
  if (production && !e.CAPTCHA_ENABLED) {
    throw new ConfigError("Cấu hình không hợp lệ: CAPTCHA_ENABLED=false không được phép khi NODE_ENV=production.");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const payments = loadPaymentsConfig(present, { production, publicUrl });
  if ("problem" in payments) throw new ConfigError(payments.problem);
  if (production && e.EINVOICE_PROVIDER === "local") {
    throw new ConfigError("Cấu hình không hợp lệ: EINVOICE_PROVIDER=local (hoá đơn điện tử thử nghiệm) không dùng được khi NODE_ENV=production.");
  }
  const vietqrSet = [e.VIETQR_BANK_BIN, e.VIETQR_ACCOUNT, e.VIETQR_ACCOUNT_NAME].filter((v) => v !== undefined).length;
  if (vietqrSet !== 0 && vietqrSet !== 3) {
    throw new ConfigError("Cấu hình không hợp lệ: VIETQR_BANK_BIN, VIETQR_ACCOUNT và VIETQR_ACCOUNT_NAME phải có đủ cả ba (hoặc không có biến nào).");
  }
  const vietqr =
    vietqrSet === 3 ? { bankBin: e.VIETQR_BANK_BIN!, account: e.VIETQR_ACCOUNT!, accountName: e.VIETQR_ACCOUNT_NAME! } : production ? null : DEMO_VIETQR;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === "object" && "problem" in trustProxy) throw new ConfigError(`Cấu hình không hợp lệ: ${trustProxy.problem}.`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir),
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    seedDemoHistory: e.SEED_DEMO_HISTORY,
    logLevel: e.LOG_LEVEL,
    captchaEnabled: e.CAPTCHA_ENABLED,
    payments: payments.config,
    holdMinutes: e.HOLD_MINUTES,
    salesCloseMinutes: e.SALES_CLOSE_MINUTES,
    cancelBeforeMinutes: e.CANCEL_BEFORE_MINUTES,
    pointValueVnd: e.POINT_VALUE_VND,
    holdLimits: { maxOpenOrders: e.MAX_OPEN_ORDERS, perAccount: e.HOLDS_PER_ACCOUNT, perClient: e.HOLDS_PER_CLIENT },
    signupsPerClient: e.SIGNUPS_PER_CLIENT,
    eventStreamsPerAddress: e.EVENT_STREAMS_PER_ADDRESS,
    queueRequestsInProgress: e.QUEUE_REQUESTS_IN_PROGRESS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "HanCine <no-reply@hancine.vn>",
    trustProxy,
    eInvoiceProvider: e.EINVOICE_PROVIDER ?? (production ? null : "local"),
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    staffMfa: e.STAFF_MFA,
    refundStepUpVnd: e.REFUND_STEP_UP_VND,
    mfaLockoutPerAddress: e.MFA_LOCKOUT_PER_ADDRESS,
    shiftDifferenceApprovalVnd: e.SHIFT_DIFFERENCE_APPROVAL_VND,
    snackCounterHours: e.SNACK_COUNTER_HOURS,
    vietqr,
    vatPercent: e.VAT_PERCENT,
    giftCards: { otpAboveVnd: e.GIFT_CARD_OTP_ABOVE, refundBonusPercent: e.GIFT_CARD_REFUND_BONUS_PERCENT },
    // The demo company's code (0401234566: Đà Nẵng's prefix, a valid check digit).
    taxCode: e.BRAND_TAX_CODE ?? "0401234566",
  };
}

/** Outside production a secret is made once and kept in DATA_DIR, so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
