import { z } from "zod";
import type { MomoMerchant } from "./momo/momo-merchant.ts";
import type { VnpayMerchant } from "./vnpay/vnpay-merchant.ts";
import type { ZalopayMerchant } from "./zalopay/zalopay-merchant.ts";

/** Where the local gateway ("Cổng thanh toán thử nghiệm") answers, mirroring VNPay's own paths. */
export const LOCAL_GATEWAY_PAY_PATH = "/dev/gateway/vnpay/paymentv2/vpcpay.html";
export const LOCAL_GATEWAY_API_PATH = "/dev/gateway/vnpay/merchant_webapi/api/transaction";

/** The local gateway's merchant account. Public on purpose: it only opens the local gateway. */
export const LOCAL_VNPAY_TMN_CODE = "HCTEST01";
export const LOCAL_VNPAY_HASH_SECRET = "HANCINELOCALGATEWAYNOTASECRET000";
export const MOMO_TEST_ENDPOINT = "https://test-payment.momo.vn";

/** The local MoMo gateway ("Cổng MoMo thử nghiệm") answers MoMo's API v2 paths under this prefix. */
export const LOCAL_MOMO_GATEWAY_PATH = "/dev/gateway/momo";
/** The local MoMo gateway's partner account. Public on purpose: it only opens the local gateway. */
export const LOCAL_MOMO_PARTNER_CODE = "HCLOCALMOMO";
export const LOCAL_MOMO_ACCESS_KEY = "HANCINELOCALMOMOACCESS";
export const LOCAL_MOMO_SECRET_KEY = "HANCINELOCALMOMONOTASECRET000000";

/** The local ZaloPay gateway ("Cổng ZaloPay thử nghiệm") answers ZaloPay's API v2 paths under this prefix. */
export const LOCAL_ZALOPAY_GATEWAY_PATH = "/dev/gateway/zalopay";
export const ZALOPAY_SANDBOX_ENDPOINT = "https://sb-openapi.zalopay.vn";
/** The local ZaloPay gateway's application. Public on purpose: it only opens the local gateway. */
export const LOCAL_ZALOPAY_APP_ID = 2700;
export const LOCAL_ZALOPAY_KEY1 = "HANCINELOCALZALOPAYKEY1NOTSECRET";
export const LOCAL_ZALOPAY_KEY2 = "HANCINELOCALZALOPAYKEY2NOTSECRET";

export type PaymentsConfig = {
  vnpay: VnpayMerchant;
  /**
   * Absent in production when the MoMo variables are not set: the method is then not offered.
   * Outside production it defaults to the local MoMo gateway.
   */
  momo: MomoMerchant | undefined;
  /** Like MoMo: absent in production without the ZaloPay variables; outside production the local ZaloPay gateway. */
  zalopay: ZalopayMerchant | undefined;
  /** The site's own VNPay-, MoMo- and ZaloPay-protocol gateways; never mounted in production. `momo` and `zalopay` are the accounts it knows. */
  localGateway: { enabled: boolean; ipnUrl: string; momo: MomoMerchant; zalopay: ZalopayMerchant };
};

const httpUrl = z.url({ protocol: /^https?$/, message: "phải là URL http(s)://…" });
const nonEmpty = z.string().trim().min(1, { message: "không được để trống" });

const schema = z.object({
  VNPAY_URL: httpUrl.optional(),
  VNPAY_API_URL: httpUrl.optional(),
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{1,16}$/, { message: "phải gồm chữ và số (mã website do VNPay cấp)" })
    .optional(),
  VNPAY_HASH_SECRET: z.string().min(16, { message: "phải dài ít nhất 16 ký tự" }).optional(),
  MOMO_ENDPOINT: httpUrl.optional(),
  MOMO_PARTNER_CODE: nonEmpty.optional(),
  MOMO_ACCESS_KEY: nonEmpty.optional(),
  MOMO_SECRET_KEY: nonEmpty.optional(),
  LOCAL_GATEWAY_IPN_URL: httpUrl.optional(),
  ZALOPAY_ENDPOINT: httpUrl.optional(),
  ZALOPAY_APP_ID: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "phải là số (app_id do ZaloPay cấp)" })
    .optional(),
  ZALOPAY_KEY1: nonEmpty.optional(),
  ZALOPAY_KEY2: nonEmpty.optional(),
});

const VNPAY_VARIABLES = ["VNPAY_URL", "VNPAY_API_URL", "VNPAY_TMN_CODE", "VNPAY_HASH_SECRET"] as const;
const MOMO_KEYS = ["MOMO_PARTNER_CODE", "MOMO_ACCESS_KEY", "MOMO_SECRET_KEY"] as const;
const MOMO_VARIABLES = ["MOMO_ENDPOINT", ...MOMO_KEYS] as const;
const ZALOPAY_KEYS = ["ZALOPAY_APP_ID", "ZALOPAY_KEY1", "ZALOPAY_KEY2"] as const;
const ZALOPAY_VARIABLES = ["ZALOPAY_ENDPOINT", ...ZALOPAY_KEYS] as const;

/**
 * The payment variables, or the one Vietnamese line naming what is wrong. Secrets are named, never
 * echoed. In production every VNPay variable must be set and none may keep the local gateway's value;
 * MoMo is on only with its variables, none of them the local MoMo gateway's.
 */
export function loadPaymentsConfig(
  present: Readonly<Record<string, string | undefined>>,
  context: { production: boolean; publicUrl: string },
): { config: PaymentsConfig } | { problem: string } {
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, present[name]])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    return { problem: `Cấu hình không hợp lệ: ${problems.join("; ")}.` };
  }
  const e = parsed.data;
  const local: Record<(typeof VNPAY_VARIABLES)[number], string> = {
    VNPAY_URL: `${context.publicUrl}${LOCAL_GATEWAY_PAY_PATH}`,
    VNPAY_API_URL: `${context.publicUrl}${LOCAL_GATEWAY_API_PATH}`,
    VNPAY_TMN_CODE: LOCAL_VNPAY_TMN_CODE,
    VNPAY_HASH_SECRET: LOCAL_VNPAY_HASH_SECRET,
  };
  if (context.production) {
    for (const name of VNPAY_VARIABLES) {
      const value = e[name];
      if (!value) return { problem: `Cấu hình không hợp lệ: ${name} là bắt buộc khi NODE_ENV=production (mặc định chỉ trỏ tới cổng thanh toán thử nghiệm).` };
      if (value === local[name] || value.includes("/dev/gateway/")) {
        return { problem: `Cấu hình không hợp lệ: ${name} đang là giá trị của cổng thanh toán thử nghiệm, không dùng được khi NODE_ENV=production.` };
      }
    }
  }
  const momoSet = MOMO_KEYS.filter((name) => e[name]);
  if (momoSet.length > 0 && momoSet.length < MOMO_KEYS.length) {
    const missing = MOMO_KEYS.find((name) => !e[name])!;
    return { problem: `Cấu hình không hợp lệ: ${missing} là bắt buộc khi đã đặt ${momoSet.join(", ")}.` };
  }
  if (momoSet.length > 0 && context.production && !e.MOMO_ENDPOINT) {
    return { problem: "Cấu hình không hợp lệ: MOMO_ENDPOINT là bắt buộc khi NODE_ENV=production và MoMo được bật (mặc định là máy chủ thử nghiệm của MoMo)." };
  }
  const localMomo: MomoMerchant = {
    endpoint: `${context.publicUrl}${LOCAL_MOMO_GATEWAY_PATH}`,
    partnerCode: LOCAL_MOMO_PARTNER_CODE,
    accessKey: LOCAL_MOMO_ACCESS_KEY,
    secretKey: LOCAL_MOMO_SECRET_KEY,
  };
  if (context.production && momoSet.length > 0) {
    const localValue: Record<(typeof MOMO_VARIABLES)[number], string> = {
      MOMO_ENDPOINT: localMomo.endpoint,
      MOMO_PARTNER_CODE: localMomo.partnerCode,
      MOMO_ACCESS_KEY: localMomo.accessKey,
      MOMO_SECRET_KEY: localMomo.secretKey,
    };
    const local = MOMO_VARIABLES.find((name) => e[name] === localValue[name] || e[name]?.includes("/dev/gateway/"));
    if (local) return { problem: `Cấu hình không hợp lệ: ${local} đang là giá trị của cổng MoMo thử nghiệm, không dùng được khi NODE_ENV=production.` };
  }
  const zalopaySet = ZALOPAY_KEYS.filter((name) => e[name]);
  if (zalopaySet.length > 0 && zalopaySet.length < ZALOPAY_KEYS.length) {
    const missing = ZALOPAY_KEYS.find((name) => !e[name])!;
    return { problem: `Cấu hình không hợp lệ: ${missing} là bắt buộc khi đã đặt ${zalopaySet.join(", ")}.` };
  }
  if (zalopaySet.length > 0 && context.production && !e.ZALOPAY_ENDPOINT) {
    return {
      problem: "Cấu hình không hợp lệ: ZALOPAY_ENDPOINT là bắt buộc khi NODE_ENV=production và ZaloPay được bật (mặc định là máy chủ sandbox của ZaloPay).",
    };
  }
  const localZalopay: ZalopayMerchant = {
    endpoint: `${context.publicUrl}${LOCAL_ZALOPAY_GATEWAY_PATH}`,
    appId: LOCAL_ZALOPAY_APP_ID,
    key1: LOCAL_ZALOPAY_KEY1,
    key2: LOCAL_ZALOPAY_KEY2,
  };
  if (context.production && zalopaySet.length > 0) {
    const localValue: Record<(typeof ZALOPAY_VARIABLES)[number], string> = {
      ZALOPAY_ENDPOINT: localZalopay.endpoint,
      ZALOPAY_APP_ID: String(localZalopay.appId),
      ZALOPAY_KEY1: localZalopay.key1,
      ZALOPAY_KEY2: localZalopay.key2,
    };
    const local = ZALOPAY_VARIABLES.find((name) => e[name] === localValue[name] || e[name]?.includes("/dev/gateway/"));
    if (local) return { problem: `Cấu hình không hợp lệ: ${local} đang là giá trị của cổng ZaloPay thử nghiệm, không dùng được khi NODE_ENV=production.` };
  }
  return {
    config: {
      vnpay: {
        paymentUrl: e.VNPAY_URL ?? local.VNPAY_URL,
        apiUrl: e.VNPAY_API_URL ?? local.VNPAY_API_URL,
        tmnCode: e.VNPAY_TMN_CODE ?? local.VNPAY_TMN_CODE,
        hashSecret: e.VNPAY_HASH_SECRET ?? local.VNPAY_HASH_SECRET,
      },
      momo:
        e.MOMO_PARTNER_CODE && e.MOMO_ACCESS_KEY && e.MOMO_SECRET_KEY
          ? { endpoint: e.MOMO_ENDPOINT ?? MOMO_TEST_ENDPOINT, partnerCode: e.MOMO_PARTNER_CODE, accessKey: e.MOMO_ACCESS_KEY, secretKey: e.MOMO_SECRET_KEY }
          : context.production
            ? undefined
            : localMomo,
      zalopay:
        e.ZALOPAY_APP_ID && e.ZALOPAY_KEY1 && e.ZALOPAY_KEY2
          ? { endpoint: e.ZALOPAY_ENDPOINT ?? ZALOPAY_SANDBOX_ENDPOINT, appId: Number(e.ZALOPAY_APP_ID), key1: e.ZALOPAY_KEY1, key2: e.ZALOPAY_KEY2 }
          : context.production
            ? undefined
            : localZalopay,
      localGateway: {
        enabled: !context.production,
        ipnUrl: e.LOCAL_GATEWAY_IPN_URL ?? `${context.publicUrl}/api/v1/payments/vnpay/ipn`,
        momo: localMomo,
        zalopay: localZalopay,
      },
    },
  };
}
