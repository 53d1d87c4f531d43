import { useEffect, useId, useState } from "react";
import { href } from "react-router";
import type { ApiResult } from "@hancine/contract/api-routes";
import type { MyFilmRating } from "@hancine/contract/film-ratings";
import { FILM_REVIEW_MAX } from "@hancine/contract/film-review-rules";
import { callApi } from "#web/lib/api-client.ts";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { rateFilmFormSchema } from "./rate-film.ts";
import { rateText } from "./rate-text.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

const SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * "Chấm điểm phim" for a customer who saw the film (a ticket of theirs was checked in): 1–10 and a
 * short review, sent again to edit. Shows nothing to anyone else (signed out, not seen yet). Once
 * the server kept it, the page's data is read again (the film page's reviews show it).
 */
export function RateFilmForm({ slug, filmName, filmNameLang }: { slug: string; filmName: string; filmNameLang?: "vi" | undefined }) {
  const id = useId();
  const { t, rich } = useI18n();
  const { user } = useCurrentUser();
  const [mine, setMine] = useState<MyFilmRating | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [review, setReview] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const { Form, formProps, errors, message, busy, answer } = useContractForm({
    schema: rateFilmFormSchema,
    action: href("/form/rate-film"),
    onSuccess: (kept: ApiResult<"POST /films/:slug/ratings">) => {
      setMine(kept);
      setReview(kept.rating.review);
      setSaved(t("films.rate.thanks", { rate: rateText(kept.film.rate), count: kept.film.ratings }));
    },
  });
  const error = errors.review ?? errors.score ?? message;
  useEffect(() => {
    if (answer && !answer.ok) setSaved(null);
  }, [answer]);

  useEffect(() => {
    if (!user) return;
    let live = true;
    void callApi("GET /films/:slug/ratings/mine", { params: { slug } }).then((answer) => {
      if (!live || !answer.ok) return;
      setMine(answer.result);
      setScore(answer.result.rating?.score ?? null);
      setReview(answer.result.rating?.review ?? "");
    });
    return () => {
      live = false;
    };
  }, [slug, user]);

  if (!mine?.eligible) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5" data-testid="rate-film">
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        {t(mine.rating ? "films.rate.yours" : "films.rate.ask")}
      </h2>
      <p className="text-sm text-slate-600">{rich("films.rate.lead", { film: <span lang={filmNameLang}>{filmName}</span> })}</p>
      <Form {...formProps} className="mt-3 space-y-3">
        <input type="hidden" name="slug" value={slug} />
        <fieldset>
          <legend className="text-sm font-bold text-night-900">{t("films.rate.score")}</legend>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {SCORES.map((value) => (
              <label
                key={value}
                className={cx(
                  "flex size-10 cursor-pointer items-center justify-center rounded-card border-2 text-sm font-bold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
                  score === value ? "border-night-900 bg-night-900 text-white" : "border-slate-300 text-night-900 hover:border-slate-500",
                )}
              >
                <input type="radio" name="score" value={value} checked={score === value} onChange={() => setScore(value)} className="sr-only" />
                <span aria-hidden="true">{value}</span>
                <span className="sr-only">{t("films.rate.points", { score: value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-review`} className="block text-sm font-bold text-night-900">
            {t("films.rate.review")} <span className="font-normal text-slate-600">{t("films.rate.reviewHint", { max: FILM_REVIEW_MAX })}</span>
          </label>
          <textarea
            id={`${id}-review`}
            name="review"
            value={review}
            onChange={(event) => setReview(event.target.value)}
            maxLength={FILM_REVIEW_MAX}
            rows={3}
            className={cx(inputClass, "mt-1.5 h-auto w-full py-2")}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="text-sm text-green-800">
            {saved}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {t(mine.rating ? "films.rate.update" : "films.rate.send")}
        </button>
      </Form>
    </section>
  );
}
