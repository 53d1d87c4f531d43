import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { FieldError } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

export type CaptchaHandle = {
  /** The solved payload; starts (and awaits) the proof of work if it has not run yet. */
  payload(): Promise<string | undefined>;
  /** After a submission the solution is used up: the next one needs a new challenge. */
  reset(): void;
};

/**
 * The solved payload of a widget. A verification under way is awaited, never started a second
 * time: a second verify() aborts the first and fetches another challenge.
 */
async function solvedPayload(element: AltchaWidgetElement): Promise<string | undefined> {
  const input = () => element.querySelector<HTMLInputElement>('input[name="captcha"]')?.value || undefined;
  const state = element.getState?.();
  if (state === "verified" && input()) return input();
  if (state === "verifying") {
    const settled = await new Promise<string>((resolve) => {
      const onChange = (event: Event) => {
        const next = (event as CustomEvent<{ state: string }>).detail?.state;
        if (next === "verifying") return;
        element.removeEventListener("statechange", onChange);
        resolve(next ?? "");
      };
      element.addEventListener("statechange", onChange);
    });
    if (settled === "verified") return input();
  }
  const result = await element.verify?.();
  return result?.payload ?? input();
}

/**
 * The self-hosted ALTCHA widget (GET /api/v1/auth/captcha). It starts solving as soon as it is on
 * the page ("onload"): the forms that carry it focus their first field on opening, so waiting for a
 * focus that had already happened before the widget loaded left the person with nothing started
 * (docs/decisions/020-captcha-starts-on-load.md).
 */
export function CaptchaWidget({ id, error, ref }: { id: string; error?: string | undefined; ref: Ref<CaptchaHandle> }) {
  const widget = useRef<AltchaWidgetElement | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import("./altcha-setup.ts").then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const { locale, t } = useI18n();
  useImperativeHandle(ref, () => ({
    async payload() {
      const element = widget.current;
      return element ? solvedPayload(element) : undefined;
    },
    reset() {
      widget.current?.reset?.();
    },
  }));

  return (
    <div id={id} className="min-h-12">
      {ready ? (
        <altcha-widget
          ref={widget as Ref<HTMLElement>}
          challenge="/api/v1/auth/captcha"
          name="captcha"
          language={locale}
          auto="onload"
          configuration={JSON.stringify({ hideLogo: false, hideFooter: true })}
        />
      ) : (
        <p className="flex h-12 items-center rounded-card border border-slate-300 px-4 text-sm text-slate-600">{t("account.field.captchaLoading")}</p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
