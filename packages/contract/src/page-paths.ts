/**
 * Pages the server links to (e-mails, the gateways' way back) as the web serves them. Apart from
 * checkout-constants.ts: the site's shell reads these at first load, and nothing else of checkout.
 */

/** The order (ticket) page; e-mails and the gateway's way back link to it, the web's paths.ts uses it. */
export const orderPagePath = (code: string) => `/orders/${encodeURIComponent(code)}`;
/** The staff check-in page. */
export const STAFF_CHECKIN_PATH = "/staff/checkin";
