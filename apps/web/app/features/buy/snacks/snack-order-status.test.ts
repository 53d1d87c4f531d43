import { describe, expect, it } from "vitest";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { shopVi } from "@hancine/contract/i18n/vi/shop";
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES } from "@hancine/contract/snack-orders";
import { messageParts } from "#web/lib/i18n/compiled-message.ts";

describe("the snack order page in Vietnamese (decision 098)", () => {
  it("names the counter's steps with the contract's pickup labels", () => {
    const compiled = compileCatalogue(shopVi);
    for (const status of PICKUP_STATUSES) {
      expect(messageParts("vi", compiled["shop.snackOrder.step"]!, { status }).join("")).toBe(PICKUP_STATUS_LABELS[status]);
    }
  });
});
