import { z } from "zod";
import {
  authResultSchema,
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
import type { ApiRouteSchemas } from "./route-schemas.ts";

const signedInUser = z.object({ user: userSchema });

/**
 * Signing up and in, passwords, e-mail verification and the customer's own profile. The server
 * validates signup and profile bodies with the same schemas built on its own clock (age rules).
 */
export const accountApi = {
  "POST /auth/signup": { body: signupSchema, result: signedInUser },
  "POST /auth/login": { body: loginSchema, result: authResultSchema },
  "POST /auth/logout": { result: z.object({ signedOut: z.literal(true) }) },
  "POST /auth/password/forgot": { body: forgotPasswordSchema, result: z.object({ requested: z.literal(true) }) },
  "POST /auth/password/reset": { body: resetPasswordSchema, result: signedInUser },
  "POST /auth/email/verify": { body: verifyEmailSchema, result: z.object({ verified: z.literal(true) }) },
  "POST /auth/email/resend": { result: z.object({ sent: z.boolean().describe("false khi e-mail đã được xác thực") }) },
  "GET /auth/me": { result: signedInUser },
  "GET /me": { result: signedInUser },
  "GET /me/membership": { result: membershipSchema },
  "PATCH /me": { body: createProfileSchema(), result: signedInUser },
  "POST /me/password": { body: changePasswordSchema, result: signedInUser },
} satisfies Record<string, ApiRouteSchemas>;
