import { describe, expect, it } from "vitest";
import { VIETNAMESE_LETTER } from "@hancine/contract/i18n/vietnamese-letters";
import { PASSKEY_FAILURES } from "../second-factor.ts";
import { fieldTextsFor } from "./field-texts.server.ts";

describe("an English page's field texts", () => {
  it("say each passkey failure in English (decision 096), and a Vietnamese page gets none", () => {
    const en = fieldTextsFor("en");
    for (const text of Object.values(PASSKEY_FAILURES)) {
      expect(en[text], text).toBeDefined();
      expect(en[text]).not.toMatch(VIETNAMESE_LETTER);
    }
    expect(fieldTextsFor("vi")).toEqual({});
  });
});
