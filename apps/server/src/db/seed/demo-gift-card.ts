/**
 * The demo's published gift card (README, decision 078): outside production its balance can be looked
 * up at /the-qua-tang. Imports nothing, so the browser tests' helpers can import it as it is.
 */
export const DEMO_GIFT_CARD = { code: "HC2026DEM0CARD01", pin: "202611", amountVnd: 500_000 } as const;
