import { formatTime } from "@hancine/contract/format";
import { PLACE_UNKNOWN, PLACE_UNKNOWN_EN } from "@hancine/contract/mfa";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { dateLong } from "#web/lib/i18n/dates.ts";
import type { I18n } from "#web/lib/i18n/messages.tsx";

/** The security page's words come from the `account-page` namespace (decision 096): `t` and the page's language. */
type Words = Pick<I18n, "t" | "locale">;

/** An authenticator app's secret in groups of four, as people type it from the screen ("HANC INED …"). */
export function groupedSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

/** "17:42 29/11/2026" / "17:42 29 Nov 2026": a moment on the chain's clock (Asia/Ho_Chi_Minh), 24-hour. */
export function formatMoment(iso: string, locale: Locale = "vi"): string {
  return `${formatTime(iso)} ${dateLong(locale, iso)}`;
}

/** How long ago: "Vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước" (in English "Just now", "5 minutes ago"…); past a month, the date. */
export function timeAgo(iso: string, now: number, { t, locale }: Words): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return t("me.ago.now");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t("me.ago.minutes", { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("me.ago.hours", { n: hours });
  const days = Math.floor(hours / 24);
  return days <= 30 ? t("me.ago.days", { n: days }) : t("me.ago.date", { date: dateLong(locale, iso) });
}

/** `timeAgo` inside a sentence ("hoạt động vừa xong", "active just now"): its first letter in lower case. */
export const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The recovery codes' .txt file: what they are for, for which account, when made, the ten codes. */
export function recoveryCodesFile(codes: readonly string[], email: string, madeAt: string, { t, locale }: Words): string {
  return [
    t("me.recovery.file.title"),
    t("me.recovery.file.account", { email }),
    t("me.recovery.file.madeAt", { moment: formatMoment(madeAt, locale) }),
    "",
    t("me.recovery.file.use"),
    t("me.recovery.file.keep"),
    "",
    ...codes.map((code, i) => `${String(i + 1).padStart(2, " ")}. ${code}`),
    "",
  ].join("\n");
}

/** A device's name as the list shows it: "Chrome 131 trên Windows 10" / "Chrome 131 on Windows 10", or the app. */
export function deviceName(session: { client: "web" | "app"; browser: string; os: string }, { t }: Pick<Words, "t">): string {
  const what = session.client === "app" ? t("me.devices.app") : session.browser;
  return session.os && session.os !== PLACE_UNKNOWN && session.os !== PLACE_UNKNOWN_EN ? t("me.devices.name", { what, os: session.os }) : what;
}
