import { Suspense, lazy, useState } from "react";
import type { FilmSummary } from "#web/lib/summaries.ts";
import { useMountedOnce } from "#web/ui/use-mounted-once.ts";

// The dialog code (Radix) loads on first use, not with the page.
const TrailerDialog = lazy(() => import("./trailer-dialog.tsx").then((m) => ({ default: m.TrailerDialog })));

/**
 * The trailer dialog of a page with film cards: `openTrailer(film)` shows it, and `trailerDialog`
 * goes once at the end of the page.
 */
export function useTrailerDialog() {
  const [film, setFilm] = useState<FilmSummary | null>(null);
  const mounted = useMountedOnce(film !== null);
  const trailerDialog = mounted ? (
    <Suspense fallback={null}>
      <TrailerDialog film={film} onClose={() => setFilm(null)} />
    </Suspense>
  ) : null;
  return { openTrailer: setFilm, trailerDialog };
}
