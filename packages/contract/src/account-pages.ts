/**
 * Paths of the account pages. The web's route helper (apps/web/app/features/site/paths.ts) uses them, and the
 * server builds the links in e-mails from them, so a renamed page changes in one place.
 */
export const ACCOUNT_PAGES = {
  account: "/account",
  forgotPassword: "/quen-mat-khau",
  resetPassword: "/dat-lai-mat-khau",
  verifyEmail: "/xac-thuc-email",
} as const;

/**
 * 'Bảo mật tài khoản': the second factor, its enrolment and the signed-in devices (issue 33). Apart
 * from ACCOUNT_PAGES, which the site's first-load code carries whole: no page links here until a
 * person is signed in.
 */
export const ACCOUNT_SECURITY_PAGE = "/account/bao-mat";

/** A page link carrying a one-time token, as e-mails send it. */
export function tokenLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?${new URLSearchParams({ token })}`;
}
