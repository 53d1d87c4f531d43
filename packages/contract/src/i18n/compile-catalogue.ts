import { type CompiledMessage, compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * A catalogue's messages compiled the way @lingui/core formats them in production (the ICU parser
 * runs here, once, never where the messages are formatted). A message with no placeholder becomes
 * its plain text.
 */
export function compileCatalogue(messages: Readonly<Record<string, string>>): Record<string, CompiledMessage | string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      const compiled = compileMessage(text);
      return [key, Array.isArray(compiled) && compiled.every((part) => typeof part === "string") ? compiled.join("") : compiled];
    }),
  );
}
