import type { AppDeps } from "#server/app-deps.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Showtimes starting after this instant are still on sale (sales close SALES_CLOSE_MINUTES before the start). */
export function salesOpenAfter(deps: Pick<AppDeps, "clock" | "config">): Date {
  return new Date(deps.clock().getTime() + deps.config.salesCloseMinutes * 60_000);
}

/** What a buyer reads when the cinema has cancelled the showtime (SALES_CLOSED). */
export const SHOWTIME_CANCELLED_MESSAGE = msg("error.SALES_CLOSED.showtimeCancelled");
