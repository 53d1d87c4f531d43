import { useRef, useState, type ComponentType, type SyntheticEvent } from "react";
import { flushSync } from "react-dom";

/**
 * A widget whose behaviour is a library's code loaded the first time a visitor reaches for it
 * (decision 031), e.g. `lazyPart(…)`. Until then (on the server, through hydration and after) the
 * component renders its plain markup, with `ref` on its root and `load` on pointerenter, focus and
 * click; once the code has arrived it renders `Loaded` instead: the same markup, on the library.
 * Focus stays on the same control (its place among the links and buttons of the root's parent), a
 * button clicked before is clicked again, and a press still held is let finish first, so that its
 * click lands on the markup it started on.
 */
export function useOnDemand<P extends object>(part: { preload(): Promise<ComponentType<P>> }) {
  const root = useRef<HTMLElement | null>(null);
  const clicked = useRef<Element | null>(null);
  const [Loaded, setLoaded] = useState<ComponentType<P>>();
  const load = (event: SyntheticEvent) => {
    if (event.type === "click") clicked.current = (event.target as Element).closest("button");
    void part.preload().then(function swap(component) {
      const parent = root.current?.parentElement;
      if (!parent) return;
      if (root.current?.matches(":active")) return void setTimeout(swap, 50, component);
      const controls = () => Array.from(parent.querySelectorAll<HTMLElement>("a[href],button"));
      const [focused, pressed] = [document.activeElement, clicked.current].map((control) => controls().indexOf(control as HTMLElement));
      flushSync(() => setLoaded(() => component));
      controls()[focused!]?.focus();
      controls()[pressed!]?.click();
    });
  };
  const ref = (element: HTMLElement | null) => void (root.current = element);
  return [Loaded, load, ref] as const;
}
