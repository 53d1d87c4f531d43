import { useCallback, useEffect, useRef, useState } from "react";
import type { QuickBooking } from "@hancine/contract/quick-booking";
import { callApi } from "#web/lib/api-client.ts";

export const STEPS = ["film", "cinema", "date", "showtime"] as const;
export type Step = (typeof STEPS)[number];

/** `hint` is shown beside the label in the list only (e.g. the film's age rating); `lang`: a label in another language than the page's. */
export type Option = { value: string; label: string; hint?: string; lang?: "vi" | undefined };
export type StepOptions = { status: "idle" | "loading" | "error" | "ready"; options: Option[] };

type Choice = Partial<Record<Step, string>>;

const IDLE: StepOptions = { status: "idle", options: [] };

/**
 * The four-step chain of the quick-booking bar: choosing a step loads the next step's options and
 * resets every later step; choosing a step's placeholder (null) steps the chain back to it.
 */
export function useQuickBooking(city: string | undefined, initial: QuickBooking | null, toOptions: (step: Step, answer: QuickBooking) => Option[]) {
  const [choice, setChoice] = useState<Choice>({});
  const [options, setOptions] = useState<Record<Step, StepOptions>>(() => ({
    film: initial ? { status: "ready", options: toOptions("film", initial) } : IDLE,
    cinema: IDLE,
    date: IDLE,
    showtime: IDLE,
  }));
  const pending = useRef<AbortController | null>(null);

  const load = useCallback(
    (step: Step, query: Choice) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setOptions((o) => ({ ...o, [step]: { status: "loading", options: [] } }));
      const filters = { city, film: query.film, cinema: query.cinema, date: query.date };
      void callApi("GET /quick-booking", { query: filters, signal: controller.signal }).then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) return setOptions((o) => ({ ...o, [step]: { status: "ready", options: toOptions(step, answer.result) } }));
        console.warn("[quick-booking] could not load options:", answer.error.message);
        setOptions((o) => ({ ...o, [step]: { status: "error", options: [] } }));
      });
    },
    [city, toOptions],
  );

  // The server could not give the film list: try once from the browser.
  useEffect(() => {
    if (!initial) load("film", {});
    return () => pending.current?.abort();
  }, [initial, load]);

  const choose = useCallback(
    (step: Step, value: string | null) => {
      const at = STEPS.indexOf(step);
      const nextChoice: Choice = {};
      for (const s of STEPS.slice(0, at)) nextChoice[s] = choice[s];
      if (value !== null) nextChoice[step] = value;
      setChoice(nextChoice);
      setOptions((o) => {
        const cleared = { ...o };
        for (const s of STEPS.slice(at + 1)) cleared[s] = IDLE;
        return cleared;
      });
      const following = STEPS[at + 1];
      if (value !== null && following) load(following, nextChoice);
      else pending.current?.abort();
    },
    [choice, load],
  );

  const retry = useCallback(
    (step: Step) => {
      const at = STEPS.indexOf(step);
      const query: Choice = {};
      for (const s of STEPS.slice(0, at)) query[s] = choice[s];
      load(step, query);
    },
    [choice, load],
  );

  /** A step can be opened once every earlier step is chosen. */
  const enabled = (step: Step) => STEPS.slice(0, STEPS.indexOf(step)).every((s) => choice[s] !== undefined);

  return { choice, options, choose, retry, enabled };
}
