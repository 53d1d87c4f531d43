import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Locale } from "./catalogue.ts";
import { VIETNAMESE_LETTER } from "./vietnamese-letters.ts";

export type Namespaces = Readonly<Record<string, Readonly<Record<Locale, Readonly<Record<string, string>>>>>>;

/** The names a compiled message puts values into, branches of plurals and selects included. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  if (typeof message === "string") return into;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === "object") {
      // A plural's or a select's branches (and its `offset`, a number or undefined).
      for (const branch of Object.values(format)) if (Array.isArray(branch)) argumentsOf(branch as CompiledMessage, into);
    }
  }
  return into;
}

/**
 * What is wrong with the catalogues (decision 090), as sentences; none when all is well:
 * - a key in one language and not the other, or a key in two namespaces;
 * - a key no source names (`"key"` in quotes), unless it is one of `dynamicKeys` (built in code);
 * - a message that is not valid ICU, or whose placeholders differ between the languages;
 * - an English message with a Vietnamese letter (a text left untranslated).
 */
export function catalogueProblems(namespaces: Namespaces, sources: readonly string[], dynamicKeys: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const used = new Set<string>();
  for (const source of sources) for (const match of source.matchAll(/["'`]([a-z]+\.[A-Za-z0-9_.]+)["'`]/g)) used.add(match[1]!);
  for (const [namespace, languages] of Object.entries(namespaces)) {
    const keys = new Set(LOCALES.flatMap((locale) => Object.keys(languages[locale])));
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${key}: in both ${seen.get(key)} and ${namespace}`);
      seen.set(key, namespace);
      const args = new Map<Locale, Set<string>>();
      for (const locale of LOCALES) {
        const text = languages[locale][key];
        if (text === undefined) {
          problems.push(`${namespace}/${locale}: ${key} is missing`);
          continue;
        }
        try {
          args.set(locale, argumentsOf(compileMessageOrThrow(text)));
        } catch (error) {
          problems.push(`${namespace}/${locale}: ${key} is not valid ICU (${(error as Error).message})`);
        }
        if (locale === "en" && VIETNAMESE_LETTER.test(text)) problems.push(`${namespace}/en: ${key} has Vietnamese in it: ${text}`);
      }
      const [vi, en] = [args.get("vi"), args.get("en")];
      if (vi && en && [...vi].sort().join() !== [...en].sort().join()) {
        problems.push(`${namespace}: ${key} has placeholders {${[...vi].join("}, {")}} in vi but {${[...en].join("}, {")}} in en`);
      }
      if (!used.has(key) && !dynamicKeys.has(key)) problems.push(`${namespace}: ${key} is used nowhere`);
    }
  }
  return problems;
}
