/**
 * The published authenticator-app secret of the demo's staff, manager and admin (README, decision
 * 074): outside production they sign in with their password and the code this secret makes now.
 * Base32, 160 bits; this file imports nothing so the browser tests' helpers can import it as it is.
 */
export const DEMO_TOTP_SECRET = "HANCINEDEMOTOTPSECRETFORTHEDEMO2";
