import { z } from "zod";
import {
  changePasswordSchema,
  createProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  membershipSchema,
  resetPasswordSchema,
  signupSchema,
  userSchema,
  verifyEmailSchema,
} from "../auth.ts";
import {
  accountSessionParams,
  accountSessionSchema,
  loginResultSchema,
  meResultSchema,
  mfaOverviewSchema,
  mfaProvenSchema,
  mfaVerifySchema,
  newRecoveryCodesSchema,
  passkeyCreatedSchema,
  passkeyOptionsSchema,
  passkeyParams,
  passkeyRegistrationSchema,
  passkeyVerifySchema,
  recoveryCodesResultSchema,
  totpConfirmSchema,
  totpSetupSchema,
} from "../mfa.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const signedInUser = z.object({ user: userSchema });

/**
 * Signing up and in, passwords, e-mail verification and the customer's own profile. The server
 * validates signup and profile bodies with the same schemas built on its own clock (age rules).
 */
export const accountApi = {
  "POST /auth/signup": { body: signupSchema, result: signedInUser },
  "POST /auth/login": { body: loginSchema, result: loginResultSchema },
  "POST /auth/logout": { result: z.object({ signedOut: z.literal(true) }) },
  "POST /auth/password/forgot": { body: forgotPasswordSchema, result: z.object({ requested: z.literal(true) }) },
  "POST /auth/password/reset": { body: resetPasswordSchema, result: meResultSchema },
  "POST /auth/email/verify": { body: verifyEmailSchema, result: z.object({ verified: z.literal(true) }) },
  "POST /auth/email/resend": { result: z.object({ sent: z.boolean().describe("false khi e-mail đã được xác thực") }) },
  "GET /auth/me": { result: meResultSchema },
  "GET /me": { result: signedInUser },
  "GET /me/membership": { result: membershipSchema },
  "PATCH /me": { body: createProfileSchema(), result: signedInUser },
  "POST /me/password": { body: changePasswordSchema, result: signedInUser },
  // The second factor (decision 074). An unproven session reaches GET /auth/me, logout and these only.
  "GET /auth/mfa": { result: mfaOverviewSchema },
  "POST /auth/mfa/totp/setup": { result: totpSetupSchema },
  "POST /auth/mfa/totp/confirm": { body: totpConfirmSchema, result: recoveryCodesResultSchema },
  "DELETE /auth/mfa/totp": { result: z.object({ removed: z.literal(true) }) },
  "POST /auth/mfa/verify": { body: mfaVerifySchema, result: mfaProvenSchema },
  "POST /auth/mfa/recovery-codes": { result: newRecoveryCodesSchema },
  "POST /auth/mfa/passkeys/registration-options": { result: passkeyOptionsSchema },
  "POST /auth/mfa/passkeys": { body: passkeyRegistrationSchema, result: passkeyCreatedSchema },
  "POST /auth/mfa/passkeys/authentication-options": { result: passkeyOptionsSchema },
  "POST /auth/mfa/passkeys/verify": { body: passkeyVerifySchema, result: mfaProvenSchema },
  "DELETE /auth/mfa/passkeys/:id": { params: passkeyParams, result: z.object({ removed: z.literal(true) }) },
  // The account's signed-in devices.
  "GET /me/sessions": { result: z.array(accountSessionSchema) },
  "DELETE /me/sessions/:id": { params: accountSessionParams, result: z.object({ ended: z.literal(true) }) },
  "POST /me/sessions/end-others": { result: z.object({ ended: z.number().int() }) },
} satisfies Record<string, ApiRouteSchemas>;
