import { Link, useLocation } from "react-router";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { cx } from "#web/ui/cx.ts";
import { pathIn } from "#web/lib/i18n/locale-paths.ts";
import { counterpartPath } from "#web/lib/i18n/counterpart-path.ts";
import { rememberLanguage } from "#web/lib/i18n/language-cookie.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Each language named in itself, as a visitor looking for their own reads it; shortened on phones, whose header is full. */
const LANGUAGE_NAMES: Record<Locale, { name: string; short: string }> = { vi: { name: "Tiếng Việt", short: "VI" }, en: { name: "English", short: "EN" } };

/**
 * The link to this page in the other language (decision 092), named in that language and marked
 * with it (`lang`, `hreflang`), so a screen reader says it in the right voice; `compact`: "EN"/"VI"
 * shown where the header is crowded, the full name read. A page not translated
 * yet leads to the other language's home page. Choosing remembers the language (a cookie) for the
 * next visit's home page.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
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
      // Its name holds the letters shown where it is short (WCAG 2.5.3: say what you see).
      aria-label={compact ? `${LANGUAGE_NAMES[other].name}, ${LANGUAGE_NAMES[other].short}` : undefined}
      className={cx("inline-flex h-10 items-center whitespace-nowrap rounded-card px-2 text-[15px] font-medium hover:text-amber-brand", className)}
    >
      {compact ? (
        // Read in full always; shown in full where the header has room (640–1023 px, and from 1280 px),
        // as its two letters on a phone and beside the wide screen's navigation below 1280 px.
        <>
          <span className="sm:hidden lg:inline xl:hidden">{LANGUAGE_NAMES[other].short}</span>
          <span className="hidden sm:inline lg:hidden xl:inline">{LANGUAGE_NAMES[other].name}</span>
        </>
      ) : (
        LANGUAGE_NAMES[other].name
      )}
    </Link>
  );
}
