import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Modal } from "#web/ui/modal.tsx";
import { FilmCard } from "#web/features/home/film-section/film-card.tsx";
import { FilmPageHeader, type FilmHeaderFilm } from "#web/features/discover/film-page/film-page-header.tsx";
import type { FilmSummary } from "#web/lib/summaries.ts";

/** The width the film page's header is drawn at before it is scaled into the preview. */
const PAGE_WIDTH = 1100;

/** Draws `children` at a desktop page's width and scales them to the box, as a thumbnail of the real thing. */
function ScaledPage({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 0.4, height: 200 });
  useEffect(() => {
    const measure = () => {
      if (!outer.current || !inner.current) return;
      const scale = outer.current.clientWidth / PAGE_WIDTH;
      setFit({ scale, height: Math.ceil(inner.current.offsetHeight * scale) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className="overflow-hidden rounded-card shadow-sm" style={{ height: fit.height }}>
      <div ref={inner} style={{ width: PAGE_WIDTH, transform: `scale(${fit.scale})`, transformOrigin: "top left" }}>
        {children}
      </div>
    </div>
  );
}

/**
 * The draft as the public will see it, updated as the form changes: the home page's film card and
 * the film page's header, drawn by the very components the site uses. Only a picture: nothing in it
 * can be focused or clicked (`inert`), the form holds the same facts.
 */
export function FilmPreview({ card, header }: { card: FilmSummary; header: FilmHeaderFilm }) {
  const [large, setLarge] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby="film-preview-title" className="scroll-mt-4 rounded-card border border-slate-200 bg-white p-4">
      <h2 id="film-preview-title" tabIndex={-1} className="scroll-mt-4 text-lg font-bold text-night-900">
        Xem trước
      </h2>
      <p className="text-sm text-slate-600">Khán giả sẽ thấy phim như thế này (cập nhật khi bạn nhập).</p>
      <div inert className="mt-4 flex flex-col gap-5 sm:flex-row xl:flex-col">
        <div className="w-44 shrink-0" data-testid="preview-card">
          <p className="mb-2 text-xs font-bold uppercase tracking-wide text-slate-600">Thẻ phim ở trang chủ</p>
          <FilmCard film={card} onTrailer={() => {}} eager />
        </div>
        <div className="min-w-0 flex-1" data-testid="preview-header">
          <p className="mb-2 text-xs font-bold uppercase tracking-wide text-slate-600">Đầu trang phim</p>
          <ScaledPage>
            <FilmPageHeader film={header} onTrailer={() => {}} titleAs="p" titleId={`${id}-small`} />
          </ScaledPage>
        </div>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setLarge(true)}
        className="mt-3 text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-night-900"
      >
        Xem lớn đầu trang phim
      </button>
      <Modal open={large} onOpenChange={setLarge} title="Xem trước đầu trang phim" size="lg">
        <div inert>
          <ScaledPage>
            <FilmPageHeader film={header} onTrailer={() => {}} titleAs="p" titleId={`${id}-large`} />
          </ScaledPage>
        </div>
      </Modal>
    </section>
  );
}
