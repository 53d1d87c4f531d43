import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { FieldError } from "../../ui/form-fields.tsx";

export type CaptchaHandle = {
  /** The solved payload; starts (and awaits) the proof of work if it has not run yet. */
  payload(): Promise<string | undefined>;
  /** After a submission the solution is used up: the next one needs a new challenge. */
  reset(): void;
};

/**
 * The self-hosted ALTCHA widget (GET /api/v1/auth/captcha). It starts working as soon as the
 * person focuses the form, so it is usually solved before they press the button.
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

  useImperativeHandle(ref, () => ({
    async payload() {
      const element = widget.current;
      if (!element) return undefined;
      const input = element.querySelector<HTMLInputElement>('input[name="captcha"]');
      if (element.getState?.() === "verified" && input?.value) return input.value;
      const result = await element.verify?.();
      return result?.payload ?? input?.value ?? undefined;
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
          language="vi"
          auto="onfocus"
          configuration={JSON.stringify({ hideLogo: false, hideFooter: true })}
        />
      ) : (
        <p className="flex h-12 items-center rounded-card border border-slate-300 px-4 text-sm text-slate-600">Đang tải ô xác minh…</p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
