import { Link } from "react-router";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { paths } from "#web/features/site/paths.ts";
import type { FilmSummary } from "#web/lib/summaries.ts";
import { trailerSource } from "./trailer-source.ts";
import { PosterImage } from "#web/ui/poster-image.tsx";

/** The trailer of a film in an accessible dialog; a film without one shows its poster and a note. */
export function TrailerDialog({ film, onClose }: { film: FilmSummary | null; onClose: () => void }) {
  const source = trailerSource(film?.trailerUrl ?? null);
  return (
    <Modal
      open={film !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={film ? `Trailer: ${film.name}` : "Trailer"}
      size="lg"
      tone="dark"
    >
      {film && source ? (
        <div className="aspect-video overflow-hidden rounded-card bg-black">
          {source.kind === "embed" ? (
            <iframe
              src={source.src}
              title={`Trailer phim ${film.name}`}
              className="h-full w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <video controls autoPlay playsInline preload="metadata" className="h-full w-full" aria-label={`Trailer phim ${film.name}`}>
              <source src={source.src} type={source.src.endsWith(".mp4") ? "video/mp4" : "video/webm"} />
              <track kind="captions" src={source.captions} srcLang="vi" label="Tiếng Việt" default />
              Trình duyệt của bạn không phát được video này.
            </video>
          )}
        </div>
      ) : film ? (
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <PosterImage src={film.imagePortrait} alt={`Poster phim ${film.name}`} className="w-40 shrink-0 rounded-card shadow-lg sm:w-48" eager />
          <div className="text-center sm:text-left">
            <p className="text-[15px] leading-relaxed text-slate-200">
              Trailer của phim <strong className="text-white">{film.name}</strong> đang được cập nhật. Trong lúc chờ, bạn có thể xem thông tin phim, lịch chiếu
              và đặt vé trước nhé.
            </p>
            <Link to={paths.film(film.slug)} className={buttonClass("primary", "mt-5")}>
              Xem phim và đặt vé
            </Link>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
