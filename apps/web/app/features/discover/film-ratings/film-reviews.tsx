import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import type { FilmReview, FilmReviewsPage } from "@hancine/contract/film-ratings";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { StarIcon } from "#web/ui/icons.tsx";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { rateText } from "./rate-text.ts";

/** One viewer's review: score, masked name, the day it was written, and that they saw it here. */
function ReviewItem({ review, focusRef }: { review: FilmReview; focusRef?: Ref<HTMLElement> | undefined }) {
  const { t, locale, chainLang } = useI18n();
  return (
    <li>
      <article
        ref={focusRef}
        tabIndex={focusRef ? -1 : undefined}
        className="h-full rounded-card border border-slate-200 bg-white p-4 outline-offset-2"
        aria-label={t("films.reviews.of", { author: review.author })}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span className="inline-flex h-7 items-center gap-1 rounded bg-night-900 px-2 text-sm font-bold text-white">
            <StarIcon width={14} height={14} className="text-amber-brand" />
            <span aria-hidden="true">{review.score}/10</span>
            <span className="sr-only">{t("films.reviews.score", { score: review.score })}</span>
          </span>
          <span className="font-bold text-night-900" lang={chainLang}>
            {review.author}
          </span>
          <span className="inline-flex h-6 items-center rounded-full bg-green-50 px-2 text-xs font-bold text-green-800 ring-1 ring-green-200">
            {t("films.reviews.seenHere")}
          </span>
        </div>
        {/* Viewers write on the Vietnamese site: their words are marked Vietnamese on an English page. */}
        <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-800" lang={chainLang}>
          {review.review}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={review.at}>{dateLong(locale, review.at)}</time>
        </p>
      </article>
    </li>
  );
}

/**
 * "Khán giả đã xem nói gì" on the film page (decision 056): the film's rate from verified viewers
 * and their newest reviews — the first page comes with the page, "Xem thêm nhận xét" adds the next
 * one in place. The page's data is read again when the visitor saves their own rating (its form's
 * route): the list starts again from that first page.
 */
export function FilmReviews({
  slug,
  filmName,
  filmNameLang,
  initial,
}: {
  slug: string;
  filmName: string;
  filmNameLang?: "vi" | undefined;
  initial: FilmReviewsPage | null;
}) {
  const { t, rich } = useI18n();
  const [list, setList] = useState(initial);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<ReactNode>("");
  const [failed, setFailed] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const focusRef = useRef<HTMLElement>(null);

  useEffect(() => setList(initial), [initial]);

  useEffect(() => {
    if (focusId) focusRef.current?.focus();
  }, [focusId]);

  if (!list) return null;

  const more = async () => {
    setWorking(true);
    setFailed(false);
    const answer = await callApi("GET /films/:slug/reviews", { params: { slug }, query: { page: String(list.page + 1) } });
    setWorking(false);
    if (!answer.ok) {
      setFailed(true);
      setMessage(t("films.reviews.moreFailed"));
      return;
    }
    const known = new Set(list.items.map((item) => item.id));
    const added = answer.result.items.filter((item) => !known.has(item.id));
    setList({ ...answer.result, items: [...list.items, ...added] });
    setFocusId(added[0]?.id ?? null);
    setMessage(added.length ? t("films.reviews.added", { count: added.length }) : t("films.reviews.noMore"));
  };

  return (
    <section aria-labelledby="reviews-title" className="mt-12" data-testid="film-reviews">
      <SectionHeading id="reviews-title">{t("films.reviews.heading")}</SectionHeading>
      {list.ratings > 0 ? (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2 text-slate-700">
          <span className="text-3xl font-bold text-night-900">
            {rateText(list.rate)}
            <span className="text-lg text-slate-600">/10</span>
          </span>
          <span>{t("films.reviews.from", { count: list.ratings })}</span>
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <p className="mt-4 max-w-3xl rounded-card border border-dashed border-slate-300 bg-slate-50 p-4 text-[15px] text-slate-700">
          {rich(list.ratings > 0 ? "films.reviews.noneWritten" : "films.reviews.noneRated", { film: <strong lang={filmNameLang}>{filmName}</strong> })}
        </p>
      ) : (
        <ol className="mt-4 grid gap-3 md:grid-cols-2" aria-label={t("films.reviews.list", { shown: list.items.length, total: list.total })}>
          {list.items.map((review) => (
            <ReviewItem key={review.id} review={review} focusRef={review.id === focusId ? focusRef : undefined} />
          ))}
        </ol>
      )}
      {list.items.length < list.total ? (
        <button type="button" onClick={() => void more()} disabled={working} aria-busy={working} className={buttonClass("secondary", "mt-4 w-full sm:w-auto")}>
          {t(working ? "films.reviews.loading" : "films.reviews.more")}
        </button>
      ) : null}
      <p role="status" className={failed ? "mt-2 text-sm text-red-700" : "sr-only"}>
        {message}
      </p>
    </section>
  );
}
