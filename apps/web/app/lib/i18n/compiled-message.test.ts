import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@hancine/contract/i18n/catalogue";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { WEB_NAMESPACES } from "@hancine/contract/i18n/web-catalogues";
import { messageParts, type CompiledMessage } from "./compiled-message.ts";

/** The placeholders of a compiled message and the values worth trying for each (numbers for counts, each branch of a select). */
function placeholders(message: CompiledMessage, into = new Map<string, (string | number)[]>()): Map<string, (string | number)[]> {
  if (typeof message === "string") return into;
  for (const part of message) {
    if (typeof part === "string") continue;
    const [name, kind, format] = part as [string, string?, Record<string, CompiledMessage>?];
    if (!kind) into.set(name, into.get(name) ?? ["Sông Hàn"]);
    else if (kind === "select") into.set(name, Object.keys(format ?? {}));
    else into.set(name, [0, 1, 2, 5, 21, 1234, 1_000_000]);
    if (kind && kind !== "number") for (const [branch, inner] of Object.entries(format ?? {})) if (branch !== "offset") placeholders(inner, into);
  }
  return into;
}

describe("the browser's formatter of compiled messages", () => {
  for (const locale of LOCALES) {
    it(`writes every message of every web catalogue in ${locale} as @lingui/core does, for counts 0 to a million and each branch`, () => {
      let compared = 0;
      for (const [namespace, languages] of Object.entries(WEB_NAMESPACES)) {
        const compiled = compileCatalogue(languages[locale]);
        const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
        for (const [key, message] of Object.entries(compiled)) {
          const options = [...placeholders(message)];
          const rounds = Math.max(1, ...options.map(([, values]) => values.length));
          for (let round = 0; round < rounds; round++) {
            const values = Object.fromEntries(options.map(([name, tried]) => [name, tried[round % tried.length]!]));
            expect(messageParts(locale, message, values).join(""), `${namespace}/${locale}: ${key} with ${JSON.stringify(values)}`).toBe(lingui._(key, values));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(300);
    });
  }

  it("keeps an element given for a placeholder as a part of its own (a link inside a sentence)", () => {
    const link = { $$typeof: Symbol.for("react.transitional.element") };
    expect(messageParts("vi", ["tại mục ", ["buyTickets"], ", bạn chọn vé"], { buyTickets: link })).toEqual(["tại mục ", link, ", bạn chọn vé"]);
  });

  it("writes English plurals and Vietnamese counts the languages' ways", () => {
    const views: CompiledMessage = [["views", "plural", { one: ["#", " view"], other: ["#", " views"] }]];
    expect(messageParts("en", views, { views: 1 }).join("")).toBe("1 view");
    expect(messageParts("en", views, { views: 1234 }).join("")).toBe("1,234 views");
    expect(messageParts("vi", [["views", "plural", { other: ["#", " lượt xem"] }]], { views: 1234 }).join("")).toBe("1.234 lượt xem");
  });
});
