import type { Msg } from "./message.ts";

/**
 * A message whose placeholders are all plain (`{name}`), written from one catalogue without the
 * ICU runtime: what a shared rule gives the web app, which has no catalogue loaded yet (the web
 * half of the English site replaces these calls with the app's i18n). Only strings and numbers.
 */
export function plainText(catalogue: Readonly<Record<string, string>>, message: Msg): string {
  const text = catalogue[message.key];
  if (text === undefined) throw new Error(`No message ${message.key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.params?.[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : whole;
  });
}
