import { z } from "zod";
import { isoFromDayMonthYear } from "./format.ts";
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { isCommonPassword } from "./common-passwords.ts";

/** Version of the terms the signup form shows; stored with each consent (Decree 13/2023). */
export const TERMS_VERSION = "2026-01";

export const GENDERS = ["male", "female"] as const;
/** From least to most: staff check tickets in, managers run their cinemas, admins the whole chain. */
export const USER_ROLES = ["customer", "staff", "manager", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether a person with role `held` may do what `needed` may (each role can do what the ones before it can). */
export function hasRole(held: UserRole, needed: UserRole): boolean {
  return USER_ROLES.indexOf(held) >= USER_ROLES.indexOf(needed);
}

/** Staff and managers act only at the cinemas they are assigned; admins everywhere. */
export const isCinemaScoped = (role: UserRole): boolean => role === "staff" || role === "manager";

export const ROLE_NAMES: Record<UserRole, string> = { customer: "Khách hàng", staff: "Nhân viên", manager: "Quản lý rạp", admin: "Quản trị" };
export const LOGIN_CLIENTS = ["web", "app"] as const;

export const MIN_SIGNUP_AGE = 13;
const MAX_AGE = 120;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a cap keeps one request from costing much. */
export const PASSWORD_MAX_LENGTH = 128;

/** A message for a missing field, another for a value of the wrong type. */
const required = (missing: string, wrongType: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? missing : wrongType),
});

// Letters of any Latin-script alphabet (Vietnamese diacritics included) and spaces; NFC first so
// "Nguyễn" typed with combining marks counts the same as the precomposed form.
const NAME_PATTERN = /^[\p{Script=Latin}\p{M}]+(?: [\p{Script=Latin}\p{M}]+)*$/u;

export const fullNameSchema = z
  .string(required("Vui lòng nhập họ và tên.", "Họ và tên phải là chữ."))
  .max(200, { message: "Họ và tên chỉ được dài tối đa 50 ký tự." })
  .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, { message: "Họ và tên phải có ít nhất 2 ký tự." })
      .max(50, { message: "Họ và tên chỉ được dài tối đa 50 ký tự." })
      .regex(NAME_PATTERN, { message: "Họ và tên chỉ được chứa chữ cái và khoảng trắng." }),
  );

export const emailSchema = z
  .string(required("Vui lòng nhập e-mail.", "E-mail phải là chuỗi ký tự."))
  .trim()
  .toLowerCase()
  .min(1, { message: "Vui lòng nhập e-mail." })
  .max(254, { message: "E-mail quá dài (tối đa 254 ký tự)." })
  .pipe(z.email({ message: "E-mail không hợp lệ. Ví dụ đúng: ten@gmail.com." }));

/** A Vietnamese mobile number in any common spelling (0912…, +84 912…, 84912…), stored as E.164. */
export const phoneSchema = z
  .string(required("Vui lòng nhập số điện thoại.", "Số điện thoại phải là chuỗi ký tự."))
  .max(32, { message: "Số điện thoại không hợp lệ." })
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value.trim(), "VN");
    if (!phone || phone.country !== "VN" || !phone.isValid()) {
      ctx.addIssue({ code: "custom", message: "Số điện thoại di động Việt Nam không hợp lệ. Ví dụ đúng: 0912 345 678." });
      return z.NEVER;
    }
    return phone.number;
  });

export const genderSchema = z.enum(GENDERS, { message: "Vui lòng chọn giới tính Nam hoặc Nữ." });

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first rule a value breaks, or undefined; one message per field, in the order the form shows them. */
function firstBroken(rules: ReadonlyArray<readonly [(value: string) => boolean, string]>, value: string): string | undefined {
  return rules.find(([ok]) => !ok(value))?.[1];
}

/** A string schema that reports only the first broken rule (zod would otherwise list them all). */
function ruledString(missing: string, wrongType: string, rules: ReadonlyArray<readonly [(value: string) => boolean, string]>) {
  return z.string(required(missing, wrongType)).superRefine((value, ctx) => {
    const message = firstBroken(rules, value);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

const DATE_SHAPE_MESSAGE = "Ngày sinh phải có dạng ngày/tháng/năm, ví dụ 15/06/1998.";

/**
 * `today` returns the chain's current day (YYYY-MM-DD); the server passes its own clock. People type
 * the Vietnamese day/month/year ("15/06/1998"); apps may send YYYY-MM-DD. Either way the value is
 * YYYY-MM-DD once parsed.
 */
export function dateOfBirthSchema(today: () => string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? (isoFromDayMonthYear(value) ?? value.trim()) : value),
    ruledString("Vui lòng nhập ngày sinh.", DATE_SHAPE_MESSAGE, [
      [(v) => /^\d{4}-\d{2}-\d{2}$/.test(v), DATE_SHAPE_MESSAGE],
      [isRealDate, "Ngày sinh không tồn tại trên lịch."],
      [(v) => v < today(), "Ngày sinh phải là một ngày trong quá khứ."],
      [(v) => ageOn(v, today()) >= MIN_SIGNUP_AGE, `Bạn cần đủ ${MIN_SIGNUP_AGE} tuổi để đăng ký tài khoản.`],
      [(v) => ageOn(v, today()) <= MAX_AGE, "Ngày sinh chưa đúng, bạn hãy kiểm tra lại năm sinh."],
    ]),
  );
}

export const passwordSchema = ruledString("Vui lòng nhập mật khẩu.", "Mật khẩu phải là chuỗi ký tự.", [
  [(v) => v.length >= PASSWORD_MIN_LENGTH, `Mật khẩu phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự.`],
  [(v) => v.length <= PASSWORD_MAX_LENGTH, `Mật khẩu chỉ được dài tối đa ${PASSWORD_MAX_LENGTH} ký tự.`],
  [(v) => /\p{L}/u.test(v), "Mật khẩu phải có ít nhất một chữ cái."],
  [(v) => /\p{Nd}/u.test(v), "Mật khẩu phải có ít nhất một chữ số."],
  [(v) => !isCommonPassword(v), "Mật khẩu này quá phổ biến và dễ bị đoán. Bạn hãy chọn mật khẩu khác."],
]);

type PasswordPair = { email?: unknown; password?: unknown; confirmPassword?: unknown };

/** The e-mail's local part (when 3+ characters) inside the password makes it guessable. */
function passwordContainsEmail({ email, password }: PasswordPair): boolean {
  if (typeof email !== "string" || typeof password !== "string") return false;
  const local = email.split("@")[0]!.toLowerCase();
  return local.length >= 3 && password.toLowerCase().includes(local);
}

export function createSignupSchema(today: () => string = () => new Date().toISOString().slice(0, 10)) {
  return (
    z
      .object(
        {
          fullName: fullNameSchema,
          email: emailSchema,
          phone: phoneSchema,
          gender: genderSchema,
          dateOfBirth: dateOfBirthSchema(today),
          password: passwordSchema,
          confirmPassword: z.string(required("Vui lòng nhập lại mật khẩu.", "Mật khẩu nhập lại phải là chuỗi ký tự.")).max(PASSWORD_MAX_LENGTH, {
            message: "Mật khẩu nhập lại không khớp.",
          }),
          acceptTerms: z.literal(true, { message: "Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo mật." }),
          // The server decides whether a captcha is required (CAPTCHA_ENABLED).
          captcha: z.string({ message: "Mã xác minh không hợp lệ." }).max(10_000, { message: "Mã xác minh không hợp lệ." }).optional(),
        },
        { message: "Dữ liệu đăng ký phải là một đối tượng JSON." },
      )
      // Cross-field rules run even when other fields failed (`when`), so every bad field is reported at once.
      .refine((v: PasswordPair) => !passwordContainsEmail(v), {
        path: ["password"],
        message: "Mật khẩu không được chứa phần tên trong e-mail của bạn.",
        when: (payload) => typeof payload.value === "object" && payload.value !== null,
      })
      .refine((v: PasswordPair) => typeof v.confirmPassword !== "string" || v.confirmPassword === v.password, {
        path: ["confirmPassword"],
        message: "Mật khẩu nhập lại không khớp.",
        when: (payload) => typeof payload.value === "object" && payload.value !== null,
      })
  );
}

export const signupSchema = createSignupSchema();
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const loginSchema = z.object(
  {
    email: emailSchema,
    // No strength rules at login: old passwords must still work; only a size cap.
    password: z
      .string(required("Vui lòng nhập mật khẩu.", "Mật khẩu phải là chuỗi ký tự."))
      .min(1, { message: "Vui lòng nhập mật khẩu." })
      .max(PASSWORD_MAX_LENGTH, { message: `Mật khẩu chỉ được dài tối đa ${PASSWORD_MAX_LENGTH} ký tự.` }),
    client: z.enum(LOGIN_CLIENTS, { message: 'client phải là "web" hoặc "app".' }).optional(),
  },
  { message: "Dữ liệu đăng nhập phải là một đối tượng JSON." },
);
export type Login = z.output<typeof loginSchema>;

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    phone: z.string().describe("Số điện thoại dạng E.164, ví dụ +84912345678"),
    gender: z.enum(GENDERS),
    dateOfBirth: z.string().describe("YYYY-MM-DD"),
    emailVerified: z.boolean(),
    role: z.enum(USER_ROLES),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({
  user: userSchema,
  token: z.string().optional().describe('Chỉ có khi đăng nhập với client = "app"; gửi lại trong Authorization: Bearer'),
});

/** Captcha payload of the ALTCHA widget; the server decides whether one is required (CAPTCHA_ENABLED). */
const captchaSchema = z.string({ message: "Mã xác minh không hợp lệ." }).max(10_000, { message: "Mã xác minh không hợp lệ." }).optional();

const object = <T extends z.ZodRawShape>(shape: T, what: string) => z.object(shape, { message: `Dữ liệu ${what} phải là một đối tượng JSON.` });

/** Tokens from e-mail links: 32 random bytes, base64url. */
export const linkTokenSchema = z
  .string(required("Đường dẫn thiếu mã xác nhận. Bạn hãy mở lại đường dẫn trong e-mail.", "Mã xác nhận không hợp lệ."))
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: "Đường dẫn không hợp lệ hoặc đã hết hạn. Bạn hãy yêu cầu đường dẫn mới." });

const confirmMatches = {
  path: ["confirmPassword"],
  message: "Mật khẩu nhập lại không khớp.",
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};
const confirmField = z
  .string(required("Vui lòng nhập lại mật khẩu.", "Mật khẩu nhập lại phải là chuỗi ký tự."))
  .max(PASSWORD_MAX_LENGTH, { message: "Mật khẩu nhập lại không khớp." });

export const forgotPasswordSchema = object({ email: emailSchema, captcha: captchaSchema }, "quên mật khẩu");
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = object({ token: linkTokenSchema, password: passwordSchema, confirmPassword: confirmField }, "đặt lại mật khẩu").refine(
  (v: PasswordPair) => typeof v.confirmPassword !== "string" || v.confirmPassword === v.password,
  confirmMatches,
);
export type ResetPassword = z.output<typeof resetPasswordSchema>;

export const verifyEmailSchema = object({ token: linkTokenSchema }, "xác thực e-mail");

export const changePasswordSchema = object(
  {
    currentPassword: z
      .string(required("Vui lòng nhập mật khẩu hiện tại.", "Mật khẩu phải là chuỗi ký tự."))
      .min(1, { message: "Vui lòng nhập mật khẩu hiện tại." })
      .max(PASSWORD_MAX_LENGTH, { message: "Mật khẩu hiện tại không đúng." }),
    password: passwordSchema,
    confirmPassword: confirmField,
  },
  "đổi mật khẩu",
)
  .refine((v: PasswordPair) => typeof v.confirmPassword !== "string" || v.confirmPassword === v.password, confirmMatches)
  .refine((v: PasswordPair & { currentPassword?: unknown }) => typeof v.password !== "string" || v.password !== v.currentPassword, {
    path: ["password"],
    message: "Mật khẩu mới phải khác mật khẩu hiện tại.",
    when: confirmMatches.when,
  });
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** PATCH /me: the fields a customer may change themselves (e-mail and gender are not among them). */
export function createProfileSchema(today: () => string = () => new Date().toISOString().slice(0, 10)) {
  return z
    .strictObject(
      { fullName: fullNameSchema.optional(), phone: phoneSchema.optional(), dateOfBirth: dateOfBirthSchema(today).optional() },
      {
        error: (issue) =>
          issue.code === "unrecognized_keys" ? "Chỉ đổi được họ tên, số điện thoại và ngày sinh." : "Dữ liệu hồ sơ phải là một đối tượng JSON.",
      },
    )
    .refine((v) => Object.keys(v).length > 0, { message: "Bạn chưa thay đổi thông tin nào." });
}
export type ProfileUpdate = z.output<ReturnType<typeof createProfileSchema>>;

/** A password must not contain the local part of the account's e-mail (3+ characters). */
export function passwordContainsEmailName(password: string, email: string): boolean {
  return passwordContainsEmail({ email, password });
}
export const PASSWORD_CONTAINS_EMAIL_MESSAGE = "Mật khẩu không được chứa phần tên trong e-mail của bạn.";

export const membershipSchema = z
  .object({
    spendVnd: z.number().int().describe("Spend on paid orders in the last 12 months, refunds taken off, VND: what sets the tier"),
    paidOrders: z.number().int(),
    tier: z.object({ key: z.enum(["member", "silver", "gold", "diamond"]), name: z.string() }),
    next: z.object({ name: z.string(), remainingVnd: z.number().int() }).nullable(),
  })
  .meta({ id: "Membership" });
