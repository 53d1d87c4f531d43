import { Link } from "react-router";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { paths } from "#web/features/site/paths.ts";
import type { FilmSummary } from "#web/lib/summaries.ts";
import { trailerSource } from "./trailer-source.ts";
import { PosterImage } from "#web/ui/poster-image.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** The trailer of a film in an accessible dialog; a film without one shows its poster and a note. */
export function TrailerDialog({ film, onClose }: { film: FilmSummary | null; onClose: () => void }) {
  const source = trailerSource(film?.trailerUrl ?? null);
  const { t, rich, href } = useI18n();
  return (
    <Modal
      open={film !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={film ? rich("site.trailer.title", { film: <span lang={film.nameLang}>{film.name}</span> }) : t("site.filmCard.trailer")}
      closeLabel={t("site.dialog.close")}
      size="lg"
      tone="dark"
    >
      {film && source ? (
        <div className="aspect-video overflow-hidden rounded-card bg-black">
          {source.kind === "embed" ? (
            <iframe
              src={source.src}
              title={t("site.trailer.player", { film: film.name })}
              className="h-full w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <video controls autoPlay playsInline preload="metadata" className="h-full w-full" aria-label={t("site.trailer.player", { film: film.name })}>
              <source src={source.src} type={source.src.endsWith(".mp4") ? "video/mp4" : "video/webm"} />
              <track kind="captions" src={source.captions} srcLang="vi" label={t("site.trailer.captions")} default />
              {t("site.trailer.cannotPlay")}
            </video>
          )}
        </div>
      ) : film ? (
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <PosterImage
            src={film.imagePortrait}
            alt={t("site.filmCard.poster", { film: film.name })}
            className="w-40 shrink-0 rounded-card shadow-lg sm:w-48"
            eager
          />
          <div className="text-center sm:text-left">
            <p className="text-[15px] leading-relaxed text-slate-200">
              {rich("site.trailer.coming", {
                film: (
                  <strong className="text-white" lang={film.nameLang}>
                    {film.name}
                  </strong>
                ),
              })}
            </p>
            <Link to={href(paths.film(film.slug))} className={buttonClass("primary", "mt-5")}>
              {t("site.trailer.toFilm")}
            </Link>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
