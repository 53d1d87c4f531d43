import { Link, useLocation } from "react-router";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { cx } from "#web/ui/cx.ts";
import { pathIn } from "#web/lib/i18n/locale-paths.ts";
import { counterpartPath } from "#web/lib/i18n/counterpart-path.ts";
import { rememberLanguage } from "#web/lib/i18n/language-cookie.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Each language named in itself, as a visitor looking for their own reads it. */
const LANGUAGE_NAMES: Record<Locale, string> = { vi: "Tiếng Việt", en: "English" };

/**
 * The link to this page in the other language (decision 092a), named in that language and marked
 * with it (`lang`, `hreflang`), so a screen reader says it in the right voice. A page not translated
 * yet leads to the other language's home page. Choosing remembers the language (a cookie) for the
 * next visit's home page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale } = useI18n();
  const { pathname, search } = useLocation();
  const other: Locale = locale === "vi" ? "en" : "vi";
  const counterpart = counterpartPath(pathname);
  return (
    <Link
      to={counterpart ? counterpart + search : pathIn(other, "/")}
      lang={other}
      hrefLang={other}
      onClick={() => rememberLanguage(other)}
      className={cx("inline-flex h-10 items-center rounded-card px-2 text-[15px] font-medium hover:text-amber-brand", className)}
    >
      {LANGUAGE_NAMES[other]}
    </Link>
  );
}
