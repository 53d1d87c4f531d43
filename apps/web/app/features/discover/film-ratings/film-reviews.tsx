import { useEffect, useRef, useState, type Ref } from "react";
import type { FilmReview, FilmReviewsPage } from "@hancine/contract/film-ratings";
import { formatCount, formatDate } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { StarIcon } from "#web/ui/icons.tsx";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { rateText } from "./rate-text.ts";

/** One viewer's review: score, masked name, the day it was written, and that they saw it here. */
function ReviewItem({ review, focusRef }: { review: FilmReview; focusRef?: Ref<HTMLElement> | undefined }) {
  return (
    <li>
      <article
        ref={focusRef}
        tabIndex={focusRef ? -1 : undefined}
        className="h-full rounded-card border border-slate-200 bg-white p-4 outline-offset-2"
        aria-label={`Nhận xét của ${review.author}`}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span className="inline-flex h-7 items-center gap-1 rounded bg-night-900 px-2 text-sm font-bold text-white">
            <StarIcon width={14} height={14} className="text-amber-brand" />
            <span aria-hidden="true">{review.score}/10</span>
            <span className="sr-only">{review.score} trên 10 điểm</span>
          </span>
          <span className="font-bold text-night-900">{review.author}</span>
          <span className="inline-flex h-6 items-center rounded-full bg-green-50 px-2 text-xs font-bold text-green-800 ring-1 ring-green-200">
            Đã xem tại rạp
          </span>
        </div>
        <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-800">{review.review}</p>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={review.at}>{formatDate(review.at)}</time>
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
export function FilmReviews({ slug, filmName, initial }: { slug: string; filmName: string; initial: FilmReviewsPage | null }) {
  const [list, setList] = useState(initial);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState("");
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
      setMessage("Chưa tải được thêm nhận xét. Bạn hãy thử lại.");
      return;
    }
    const known = new Set(list.items.map((item) => item.id));
    const added = answer.result.items.filter((item) => !known.has(item.id));
    setList({ ...answer.result, items: [...list.items, ...added] });
    setFocusId(added[0]?.id ?? null);
    setMessage(added.length ? `Đã hiện thêm ${added.length} nhận xét.` : "Không còn nhận xét nào khác.");
  };

  return (
    <section aria-labelledby="reviews-title" className="mt-12" data-testid="film-reviews">
      <SectionHeading id="reviews-title">Khán giả đã xem nói gì</SectionHeading>
      {list.ratings > 0 ? (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2 text-slate-700">
          <span className="text-3xl font-bold text-night-900">
            {rateText(list.rate)}
            <span className="text-lg text-slate-600">/10</span>
          </span>
          <span>từ {formatCount(list.ratings)} người đã xem tại rạp</span>
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <p className="mt-4 max-w-3xl rounded-card border border-dashed border-slate-300 bg-slate-50 p-4 text-[15px] text-slate-700">
          {list.ratings > 0 ? "Chưa có ai viết nhận xét cho " : "Chưa có khán giả nào xem tại rạp chấm điểm "}
          <strong>{filmName}</strong>. Sau suất chiếu tại HanCine, khi vé đã được soát ở cửa phòng chiếu, bạn có thể chấm điểm và viết vài dòng ngay trên trang
          này cho khán giả khác.
        </p>
      ) : (
        <ol className="mt-4 grid gap-3 md:grid-cols-2" aria-label={`Nhận xét, mới nhất trước (${formatCount(list.items.length)}/${formatCount(list.total)})`}>
          {list.items.map((review) => (
            <ReviewItem key={review.id} review={review} focusRef={review.id === focusId ? focusRef : undefined} />
          ))}
        </ol>
      )}
      {list.items.length < list.total ? (
        <button type="button" onClick={() => void more()} disabled={working} aria-busy={working} className={buttonClass("secondary", "mt-4 w-full sm:w-auto")}>
          {working ? "Đang tải…" : "Xem thêm nhận xét"}
        </button>
      ) : null}
      <p role="status" className={failed ? "mt-2 text-sm text-red-700" : "sr-only"}>
        {message}
      </p>
    </section>
  );
}
