import { POSTER_SIZE } from "@hancine/contract/browser-constants";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { paths } from "../../ui/paths.ts";
import type { FilmSummary } from "../../lib/summaries.ts";

/** youtube.com/watch?v=ID, youtu.be/ID or /embed/ID → the privacy-enhanced embed (allowed by the CSP). */
function youTubeEmbed(url: string): string | null {
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\./, "");
    let id: string | null = null;
    if (host === "youtu.be") id = u.pathname.slice(1);
    else if (host.endsWith("youtube.com") || host.endsWith("youtube-nocookie.com"))
      id = u.searchParams.get("v") ?? (u.pathname.match(/\/(?:embed|shorts)\/([\w-]+)/)?.[1] ?? null);
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
  } catch {
    return null;
  }
}

/** The trailer of a film in an accessible dialog; a film without one shows its poster and a note. */
export function TrailerDialog({ film, onClose }: { film: FilmSummary | null; onClose: () => void }) {
  const embed = film?.trailerUrl ? youTubeEmbed(film.trailerUrl) : null;
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
      {film?.trailerUrl ? (
        <div className="aspect-video overflow-hidden rounded-card bg-black">
          {embed ? (
            <iframe
              src={embed}
              title={`Trailer phim ${film.name}`}
              className="h-full w-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <video src={film.trailerUrl} controls autoPlay playsInline className="h-full w-full" aria-label={`Trailer phim ${film.name}`} />
          )}
        </div>
      ) : film ? (
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <img
            src={film.imagePortrait}
            alt={`Poster phim ${film.name}`}
            width={POSTER_SIZE.width}
            height={POSTER_SIZE.height}
            className="w-40 shrink-0 rounded-card shadow-lg sm:w-48"
          />
          <div className="text-center sm:text-left">
            <p className="text-[15px] leading-relaxed text-slate-200">
              Trailer của phim <strong className="text-white">{film.name}</strong> đang được cập nhật. Trong lúc chờ, bạn có thể xem
              thông tin phim, lịch chiếu và đặt vé trước nhé.
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
