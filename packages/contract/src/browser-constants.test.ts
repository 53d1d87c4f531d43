import { describe, expect, it } from "vitest";
import * as catalog from "./catalog.ts";
import * as quickBooking from "./quick-booking.ts";
import * as browser from "./browser-constants.ts";

describe("browser constants", () => {
  it("equal the values of catalog.ts and quick-booking.ts", () => {
    expect(browser.AGE_RATINGS).toEqual(catalog.AGE_RATINGS);
    expect(browser.AGE_RATING_MEANING).toEqual(catalog.AGE_RATING_MEANING);
    expect(browser.POSTER_SIZE).toEqual(catalog.POSTER_SIZE);
    expect(browser.BANNER_SIZE).toEqual(catalog.BANNER_SIZE);
    expect(browser.CARD_IMAGE_SIZE).toEqual(catalog.CARD_IMAGE_SIZE);
    expect(browser.CITY_COOKIE).toEqual(quickBooking.CITY_COOKIE);
  });
});
