import { ACCOUNT_SECURITY_PAGE } from "@hancine/contract/account-pages";
import { withQuery } from "./paths.ts";

/**
 * 'Bảo mật tài khoản' (the second factor and the signed-in devices); `next`: where its set-up leads
 * back to, in the query's `next` as the sign-in's (`paths.login`). Beside `paths`, not in it: `paths` is in every page's first-load code, and this page is
 * linked only from code that loads later (the account menu, the sign-in dialog, signed-in pages).
 */
export const accountSecurityPath = (next?: string) => withQuery(ACCOUNT_SECURITY_PAGE, { next });
