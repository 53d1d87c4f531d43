/**
 * Paths of the account pages. The web's route helper (apps/web/app/features/site/paths.ts) uses them, and the
 * server builds the links in e-mails from them, so a renamed page changes in one place.
 */
export const ACCOUNT_PAGES = {
  account: "/account",
  forgotPassword: "/quen-mat-khau",
  resetPassword: "/dat-lai-mat-khau",
  verifyEmail: "/xac-thuc-email",
  /** The second factor, its enrolment and the signed-in devices (issue 33). */
  security: "/account/bao-mat",
} as const;

/** The security page's query naming where to go once the second factor is set up (a path of this site). */
export const SECURITY_NEXT_PARAM = "tiep";

/** A page link carrying a one-time token, as e-mails send it. */
export function tokenLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?${new URLSearchParams({ token })}`;
}
