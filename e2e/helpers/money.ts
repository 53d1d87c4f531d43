/**
 * An amount as the site writes money (docs/brand.md: "90.000 ₫", dots between thousands, a no-break
 * space before ₫), typed here by hand so that a wrong formatter in the app fails the specs.
 */
export const vnd = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}\u00a0₫`;
