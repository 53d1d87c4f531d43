import { z } from "zod";
import { authResultSchema, LOGIN_CLIENTS, userSchema } from "./auth.ts";

/**
 * The second factor (issue 33, decision 074): one-time codes from an authenticator app (RFC 6238),
 * passkeys (WebAuthn) and ten single-use recovery codes. Staff, managers and admins need one
 * (STAFF_MFA=required); customers may turn it on.
 */

/** How a session proves the second factor. */
export const MFA_METHODS = ["totp", "passkey", "recovery"] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** A sensitive action (large refund, prices, roles, factors) needs a proof at most this old. */
export const STEP_UP_MAX_AGE_MINUTES = 10;
/** Failed second factors allowed per account and per client address before the lock. */
export const MFA_MAX_FAILURES = 5;
/** How long the second factor stays locked after too many failures. */
export const MFA_LOCK_MINUTES = 15;

/** The authenticator app's codes: 6 digits, a new one every 30 s (SHA-1, as every app reads it). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = "HanCine";

/** Recovery codes: ten, shown once, each `xxxxx-xxxxx` from an alphabet without look-alike letters. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Where a session's address is, when it cannot be placed in a country. */
export const PLACE_PRIVATE_NETWORK = "Mạng nội bộ";
export const PLACE_UNKNOWN = "Không rõ";
/** The same two words in an English answer (decision 096). */
export const PLACE_PRIVATE_NETWORK_EN = "Private network";
export const PLACE_UNKNOWN_EN = "Unknown";

const required = (missing: string, wrongType: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? missing : wrongType),
});

const TOTP_CODE_MESSAGE = `Mã xác thực gồm ${TOTP_DIGITS} chữ số trong ứng dụng xác thực.`;
const RECOVERY_CODE_MESSAGE = "Mã khôi phục có dạng xxxxx-xxxxx (10 ký tự, chữ thường và số).";

/** A code as typed: spaces and dashes anywhere are ignored ("123 456"). */
export const totpCodeSchema = z
  .string(required("Vui lòng nhập mã xác thực.", "Mã xác thực phải là chuỗi ký tự."))
  .max(32, { message: TOTP_CODE_MESSAGE })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { message: TOTP_CODE_MESSAGE }));

/** A recovery code as typed (any case, with or without its dash); parsed to `xxxxx-xxxxx`. */
export const recoveryCodeSchema = z
  .string(required("Vui lòng nhập mã khôi phục.", "Mã khôi phục phải là chuỗi ký tự."))
  .max(64, { message: RECOVERY_CODE_MESSAGE })
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ""))
  .pipe(z.string().regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{10}$`), { message: RECOVERY_CODE_MESSAGE }))
  .transform((v) => `${v.slice(0, 5)}-${v.slice(5)}`);

const object = <T extends z.ZodRawShape>(shape: T, what: string) => z.object(shape, { message: `Dữ liệu ${what} phải là một đối tượng JSON.` });

/** POST /auth/mfa/totp/confirm */
export const totpConfirmSchema = object({ code: totpCodeSchema }, "xác nhận mã");

/** POST /auth/mfa/verify: a code from the app, or a recovery code. */
export const mfaVerifySchema = z.discriminatedUnion(
  "method",
  [object({ method: z.literal("totp"), code: totpCodeSchema }, "xác minh"), object({ method: z.literal("recovery"), code: recoveryCodeSchema }, "xác minh")],
  { error: 'method phải là "totp" (mã trong ứng dụng) hoặc "recovery" (mã khôi phục).' },
);
export type MfaVerify = z.output<typeof mfaVerifySchema>;

/** What login and `GET /auth/me` say about the second factor. `required && !enrolled`: enrol now. */
export const mfaStateSchema = z
  .object({
    required: z.boolean().describe("Tài khoản cần bước xác minh thứ hai"),
    enrolled: z.boolean().describe("Đã có ít nhất một phương thức (ứng dụng xác thực hoặc khoá truy cập)"),
    methods: z.array(z.enum(MFA_METHODS)).describe("Các cách xác minh dùng được lúc này"),
  })
  .meta({ id: "MfaState" });
export type MfaState = z.infer<typeof mfaStateSchema>;

/** POST /auth/login: the old answer plus `mfa`. */
export const loginResultSchema = authResultSchema.extend({ mfa: mfaStateSchema });

/** GET /auth/me (and a password reset, which signs the browser in): the user, `mfa` and whether this session proved it. */
export const meResultSchema = z.object({
  user: userSchema,
  mfa: mfaStateSchema.extend({ proven: z.boolean().describe("Phiên này đã xác minh bước hai") }),
});

export const passkeySchema = z
  .object({
    id: z.string().describe("Mã khoá truy cập (credential id, base64url)"),
    name: z.string(),
    createdAt: z.string().describe("ISO 8601"),
    lastUsedAt: z.string().nullable().describe("ISO 8601"),
  })
  .meta({ id: "Passkey" });
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /auth/mfa: the account's factors (the security page). */
export const mfaOverviewSchema = z
  .object({
    required: z.boolean(),
    proven: z.boolean(),
    provenAt: z.string().nullable().describe("Lần xác minh bước hai gần nhất của phiên này (ISO 8601)"),
    totp: z.object({ enrolled: z.boolean() }),
    passkeys: z.array(passkeySchema),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: "MfaOverview" });
export type MfaOverview = z.infer<typeof mfaOverviewSchema>;

export const totpSetupSchema = z.object({
  secret: z.string().describe("Khoá bí mật base32, để nhập tay khi không quét được mã QR"),
  otpauthUrl: z.string().describe("otpauth://totp/… (issuer HanCine, nhãn là e-mail)"),
  qrSvg: z.string().describe("Mã QR của otpauthUrl, dạng SVG"),
});

export const recoveryCodesResultSchema = z.object({
  recoveryCodes: z.array(z.string()).nullable().describe("10 mã khôi phục, chỉ hiện một lần; null khi tài khoản đã có mã từ trước"),
});
export const newRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).describe("10 mã mới; các mã cũ hết hiệu lực") });

export const mfaProvenSchema = z.object({ user: userSchema, proven: z.literal(true) });

const base64url = (what: string) =>
  z
    .string({ message: `${what} phải là chuỗi base64url.` })
    .max(16_384, { message: `${what} quá dài.` })
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { message: `${what} phải là chuỗi base64url.` });

const PASSKEY_RESPONSE_MESSAGE = "Phản hồi của khoá truy cập không hợp lệ. Bạn hãy thử lại.";

/** A WebAuthn credential as @simplewebauthn/browser returns it, around its ceremony's own `response` fields. */
const credentialResponse = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject(
    {
      id: base64url("id"),
      rawId: base64url("rawId"),
      type: z.literal("public-key", { message: PASSKEY_RESPONSE_MESSAGE }),
      response: z.looseObject(response, { message: PASSKEY_RESPONSE_MESSAGE }),
      clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
      authenticatorAttachment: z.string().max(32).optional(),
    },
    { message: PASSKEY_RESPONSE_MESSAGE },
  );

/** The browser's answer to `navigator.credentials.create()` (startRegistration). */
export const registrationResponseSchema = credentialResponse({
  clientDataJSON: base64url("clientDataJSON"),
  attestationObject: base64url("attestationObject"),
  transports: z.array(z.string().max(32)).max(10).optional(),
});

/** The browser's answer to `navigator.credentials.get()` (startAuthentication). */
export const authenticationResponseSchema = credentialResponse({
  clientDataJSON: base64url("clientDataJSON"),
  authenticatorData: base64url("authenticatorData"),
  signature: base64url("signature"),
  userHandle: base64url("userHandle").optional(),
});

export const PASSKEY_NAME_MAX_LENGTH = 60;

/** POST /auth/mfa/passkeys */
export const passkeyRegistrationSchema = object(
  {
    name: z
      .string({ message: "Tên khoá truy cập phải là chuỗi ký tự." })
      .trim()
      .max(PASSKEY_NAME_MAX_LENGTH, { message: `Tên khoá truy cập dài tối đa ${PASSKEY_NAME_MAX_LENGTH} ký tự.` })
      .optional()
      .describe("Tên để nhận ra khoá, ví dụ 'iPhone của Lan'; bỏ trống: tên trình duyệt và hệ điều hành"),
    response: registrationResponseSchema,
  },
  "khoá truy cập",
);
export type PasskeyRegistration = z.output<typeof passkeyRegistrationSchema>;

/** POST /auth/mfa/passkeys/verify */
export const passkeyVerifySchema = object({ response: authenticationResponseSchema }, "khoá truy cập");

/** WebAuthn options for @simplewebauthn/browser (`startRegistration({ optionsJSON })`, `startAuthentication({ optionsJSON })`). */
export const passkeyOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe("PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)");

export const passkeyCreatedSchema = z.object({ passkey: passkeySchema, recoveryCodes: recoveryCodesResultSchema.shape.recoveryCodes });

export const passkeyParams = z.object({ id: base64url("Mã khoá truy cập").min(1, { message: "Mã khoá truy cập không hợp lệ." }) });

/** One signed-in device of the account (GET /me/sessions). */
export const accountSessionSchema = z
  .object({
    id: z.string().describe("Mã phiên để kết thúc nó (không phải mã đăng nhập)"),
    current: z.boolean().describe("Phiên của chính yêu cầu này"),
    client: z.enum(LOGIN_CLIENTS),
    browser: z.string().describe("Ví dụ 'Chrome 131'; 'Không rõ' khi không nhận ra"),
    os: z.string().describe("Ví dụ 'Windows 10'"),
    place: z.string().describe("Quốc gia theo địa chỉ IP, 'Mạng nội bộ' hoặc 'Không rõ'"),
    ip: z.string().nullable(),
    createdAt: z.string().describe("ISO 8601"),
    lastSeenAt: z.string().describe("ISO 8601"),
  })
  .meta({ id: "AccountSession" });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionParams = z.object({ id: z.uuid({ error: "Mã phiên không hợp lệ." }) });
