import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Refuses the request unless its captcha is acceptable. ALTCHA verification is not built yet, so
 * while CAPTCHA_ENABLED=true (the default; required in production) every signup is refused here —
 * deliberately failing closed rather than letting bots in.
 */
export async function assertCaptcha(deps: AppDeps, _captcha: string | undefined): Promise<void> {
  if (!deps.config.captchaEnabled) return;
  throw new AppError("VALIDATION_FAILED", { fields: { captcha: "Xác minh chống máy tự động chưa hoàn tất. Bạn hãy thử lại." } });
}
