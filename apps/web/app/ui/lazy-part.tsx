import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";

/**
 * A part of the page whose code loads after the first screen's (decision 025): server-rendered in
 * place, hydrated once its chunk has arrived. A hidden marker says when that happened
 * (`data-hydrated` on `[data-lazy-part]`), so browser tests can wait for the whole page, not only
 * the root, before driving timers and widgets inside it.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedMark />
    </Suspense>
  );
}

function HydratedMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.setAttribute("data-hydrated", "true");
  }, []);
  return <span ref={ref} hidden data-lazy-part="" />;
}

/**
 * `React.lazy` for a part of a page, with `preload()` to fetch its code ahead: a page's
 * `clientLoader` preloads its parts so that a client-side navigation shows them at once instead
 * of an empty place that fills a moment later.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}
