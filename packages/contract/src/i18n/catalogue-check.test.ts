import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../errors.ts";
import { catalogueProblems } from "./catalogue-check.ts";
import { NAMESPACES } from "./catalogues.ts";
import { validationVi } from "./vi/validation.ts";
import { WEB_NAMESPACES } from "./web-catalogues.ts";

const ROOT = join(import.meta.dirname, "../../../..");
const SOURCE_DIRS = ["apps/server/src", "apps/web/app", "packages/contract/src"];

/** Every TypeScript source of the product, tests and the catalogues themselves left out. */
function productSources(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("i18n/"))
      .map((file) => readFileSync(join(ROOT, dir, file), "utf8")),
  );
}

/** `DomainError` names its code's own message `error.<CODE>` in code, not in quotes. */
const CODE_KEYS = new Set(Object.keys(ERROR_STATUS).map((code) => `error.${code}`));

/**
 * The web's keys built in code from a slug (decision 092): a city of the picker, and the chain's
 * genres and countries an English page names in English (`chainWord`).
 */
const SLUG_KEYS = new Set(
  Object.values(WEB_NAMESPACES)
    .flatMap((namespace) => Object.keys(namespace.vi))
    .filter((key) => /^(?:site\.city|films\.genre|films\.country)\./.test(key)),
);

/** The account forms' messages, found by the Vietnamese text the contract's schemas give (`validationKeyOf`, decision 094). */
const VALIDATION_KEYS = new Set(Object.keys(validationVi));

describe("the message catalogues", () => {
  it("have every key in both languages, used somewhere, with the same placeholders and no Vietnamese in English", () => {
    expect(catalogueProblems(NAMESPACES, productSources(), new Set([...CODE_KEYS, ...VALIDATION_KEYS]))).toEqual([]);
  });

  it("so do the web pages' catalogues, and no key is in both the server's and the web's", () => {
    expect(catalogueProblems({ ...NAMESPACES, ...WEB_NAMESPACES }, productSources(), new Set([...CODE_KEYS, ...SLUG_KEYS, ...VALIDATION_KEYS]))).toEqual([]);
  });

  const source = `throw new DomainError("X", { message: msg("error.X.seats", { seats }) }); msg("error.X.plain");`;
  const good = {
    vi: { "error.X.seats": "Ghế {seats} đã có người giữ.", "error.X.plain": "Không tìm thấy." },
    en: { "error.X.seats": "Seats {seats} are taken.", "error.X.plain": "Not found." },
  };

  it("accept a catalogue that is whole", () => {
    expect(catalogueProblems({ errors: good }, [source])).toEqual([]);
  });

  it("catch a key missing in one language", () => {
    const { "error.X.plain": _, ...en } = good.en;
    expect(catalogueProblems({ errors: { vi: good.vi, en } }, [source])).toEqual(["errors/en: error.X.plain is missing"]);
  });

  it("catch a key nobody uses", () => {
    const problems = catalogueProblems({ errors: { vi: { ...good.vi, "error.X.old": "Cũ." }, en: { ...good.en, "error.X.old": "Old." } } }, [source]);
    expect(problems).toEqual(["errors: error.X.old is used nowhere"]);
  });

  it("catch Vietnamese left in an English message", () => {
    const problems = catalogueProblems({ errors: { vi: good.vi, en: { ...good.en, "error.X.plain": "Không tìm thấy." } } }, [source]);
    expect(problems).toEqual(["errors/en: error.X.plain has Vietnamese in it: Không tìm thấy."]);
  });

  it("catch placeholders that differ, and a message that is not ICU", () => {
    const problems = catalogueProblems({ errors: { vi: good.vi, en: { "error.X.seats": "Seats {seat} are taken.", "error.X.plain": "Not {found" } } }, [
      source,
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe("errors: error.X.seats has placeholders {seats} in vi but {seat} in en");
    expect(problems[1]).toMatch(/^errors\/en: error\.X\.plain is not valid ICU/);
  });

  it("catch a key in two namespaces", () => {
    expect(catalogueProblems({ a: good, b: good }, [source])).toContain("error.X.seats: in both a and b");
  });
});
