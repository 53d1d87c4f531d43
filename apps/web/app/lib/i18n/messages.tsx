import { createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { messageParts, type CompiledMessage, type MessageValue } from "./compiled-message.ts";
import { englishPathOf, pageTest } from "./page-locale.ts";

/** A page's compiled messages, from its loader (`messagesFor`, decision 092). */
export type Messages = Readonly<Record<string, CompiledMessage>>;

type Values = Readonly<Record<string, string | number>>;

export type I18n = {
  locale: Locale;
  messages: Messages;
  /** A message as text. */
  t: (key: WebMessageKey, values?: Values) => string;
  /** A message whose placeholders may be elements (a link, a name marked `lang="vi"`). */
  rich: (key: WebMessageKey, values: Readonly<Record<string, MessageValue | ReactNode>>) => ReactNode;
  /** Where a link to one of the site's paths leads from this page (its English page on an English page, when there is one). */
  href: (path: string) => string;
  /**
   * The `lang` of a text the chain wrote in Vietnamese (a film's own name, a cinema's name and
   * address): "vi" on an English page, nothing on a Vietnamese one.
   */
  chainLang: "vi" | undefined;
  /** The translated pages `href` links to in English (React Router's patterns): the site layout's, on English pages only. */
  englishPages: readonly string[];
};

/**
 * The messages of `locale` as functions; for `meta` exports, which cannot use hooks. `englishPages`:
 * the translated pages, which `href` links to in English on an English page (the server's loaders pass
 * `ENGLISH_PAGES`; in the browser they come with the site layout's data, decision 092).
 */
export function translator(locale: Locale, messages: Messages, englishPages: readonly string[] = []): I18n {
  const translated = locale === "en" ? pageTest(englishPages) : () => false;
  const parts = (key: WebMessageKey, values?: Readonly<Record<string, MessageValue>>) => {
    const message = messages[key];
    if (message !== undefined) return messageParts(locale, message, values);
    // A key whose namespace the page's loader did not send: a bug, shown as the key rather than as
    // another language, and said in the server's log (a test fails on it).
    if (import.meta.env.SSR) console.error(`[i18n] ${locale}: no message ${key} on this page`);
    return [key];
  };
  return {
    locale,
    messages,
    t: (key, values) => parts(key, values).join(""),
    rich: (key, values) => createElement(Fragment, null, ...(parts(key, values as Readonly<Record<string, MessageValue>>) as ReactNode[])),
    href: (path) => (locale === "en" ? englishPathOf(path, translated) : path),
    chainLang: locale === "en" ? "vi" : undefined,
    englishPages,
  };
}

const I18nContext = createContext<I18n>(translator("vi", {}));

/**
 * Gives the messages below it: the site layout gives its own namespace's (`site`), each translated
 * page adds its own to them.
 */
export function MessagesProvider({
  locale,
  messages,
  englishPages,
  children,
}: {
  locale?: Locale;
  messages: Messages;
  /** The site layout's: the translated pages (English pages only). */
  englishPages?: readonly string[];
  children: ReactNode;
}) {
  const parent = useContext(I18nContext);
  const language = locale ?? parent.locale;
  const pages = englishPages ?? parent.englishPages;
  const value = useMemo(() => translator(language, { ...parent.messages, ...messages }, pages), [language, parent.messages, messages, pages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
