import type { Locale } from "@hancine/contract/i18n/catalogue";

/**
 * A message as Lingui's compiler writes it (`@lingui/message-utils/compileMessage`, on the server):
 * a plain text, or a list of texts and placeholders — `[name]`, `[name, "number", style?]`, and
 * `[name, "plural" | "selectordinal" | "select", branches]` whose branches are compiled messages
 * in which `"#"` stands for the number.
 */
export type CompiledMessage = string | readonly CompiledPart[];
/** A text, or a placeholder `[name, kind?, format?]` (typed loosely: loader data's serialized type of a tuple is a plain array). */
type CompiledPart = string | readonly unknown[];
type Branches = Record<string, CompiledMessage | undefined> & { offset?: number };

/** What a placeholder is filled with: text, a number, or (for `rich`) an element. */
export type MessageValue = string | number | { readonly $$typeof: symbol };

/**
 * The parts of a compiled message filled with `values`, as @lingui/core's `i18n._` writes them
 * (its `interpolate`: plural and selectordinal by `Intl.PluralRules` after an exact `=n` branch,
 * `#` as the number written the language's way, select by value then `other`, `number` by
 * `Intl.NumberFormat`; a missing value writes nothing). Our own few lines, not @lingui/core in the
 * browser: that is 2.3 KB gzip on every page's first load, this a tenth of it (decision 092); a
 * unit test holds the two equal on every message of every catalogue.
 */
export function messageParts(locale: Locale, message: CompiledMessage, values: Readonly<Record<string, MessageValue>> = {}): MessageValue[] {
  const out: MessageValue[] = [];
  const number = (n: number, style?: unknown) => new Intl.NumberFormat(locale, style ? { style: style as "percent" } : {}).format(n);
  const write = (parts: CompiledMessage, count?: number) => {
    if (typeof parts === "string") return void out.push(parts);
    for (const part of parts) {
      if (typeof part === "string") {
        out.push(part === "#" && count !== undefined ? number(count) : part);
        continue;
      }
      const [name, kind, format] = part as [string, string?, unknown?];
      const value = values[name];
      if (!kind) {
        if (value !== undefined) out.push(value);
      } else if (kind === "number") out.push(number(Number(value), format));
      else {
        const { offset = 0, ...branches } = format as Branches;
        const n = Number(value) - offset;
        const rule = () => new Intl.PluralRules(locale, { type: kind === "plural" ? "cardinal" : "ordinal" }).select(n);
        const branch = branches[String(value)] ?? (kind === "select" ? undefined : branches[rule()]) ?? branches.other;
        if (branch !== undefined) write(branch, kind === "select" ? undefined : n);
      }
    }
  };
  write(message);
  return out;
}
