import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#web/ui/button.tsx";
import { recoveryCodesFile } from "./security-texts.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type Props = {
  codes: readonly string[];
  email: string;
  /** What the button after the checkbox says and does ("Tiếp tục vào trang quản trị"). */
  continueLabel: string;
  onContinue: () => void;
};

/**
 * The ten recovery codes, shown this once: copy, download as .txt, print; the person ticks "Tôi đã
 * lưu mã khôi phục" before going on. The heading takes the focus so a screen reader starts here.
 */
export function RecoveryCodesPanel({ codes, email, continueLabel, onContinue }: Props) {
  const id = useId();
  const i18n = useI18n();
  const { t, rich } = i18n;
  const [madeAt] = useState(() => new Date().toISOString());
  const [saved, setSaved] = useState(false);
  const [status, setStatus] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = recoveryCodesFile(codes, email, madeAt, i18n);
  const fileName = t("me.recovery.fileName");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file);
      setStatus(t("me.recovery.copied", { n: codes.length }));
    } catch {
      setStatus(t("me.recovery.copyFailed"));
    }
  };
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([file], { type: "text/plain;charset=utf-8" }));
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    setStatus(t("me.recovery.downloaded", { file: fileName }));
  };
  // Printed from a frame holding the codes alone, not the page around them.
  const print = () => {
    const frame = document.createElement("iframe");
    frame.title = t("me.recovery.printTitle");
    frame.style.cssText = "position:fixed;width:0;height:0;border:0;";
    document.body.append(frame);
    const doc = frame.contentDocument;
    if (!doc) return frame.remove();
    const pre = doc.createElement("pre");
    pre.style.cssText = "font:16px/1.6 monospace;white-space:pre-wrap;";
    pre.textContent = file;
    doc.body.append(pre);
    frame.contentWindow?.addEventListener("afterprint", () => frame.remove());
    frame.contentWindow?.print();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-amber-300 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-bold text-night-900 outline-none">
        {t("me.recovery.title")}
      </h2>
      <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
        {rich("me.recovery.lead", { once: <strong className="font-bold text-night-900">{t("me.recovery.once")}</strong> })}
      </p>
      <ol aria-label={t("me.recovery.list")} className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 rounded-card bg-mist p-4 min-[420px]:grid-cols-2 sm:w-fit">
        {codes.map((code, i) => (
          <li key={code} className="flex items-baseline gap-2 font-mono text-[17px] text-night-900">
            <span aria-hidden="true" className="w-6 text-right text-sm text-slate-600">
              {i + 1}.
            </span>
            <span className="whitespace-nowrap tracking-wide">{code}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonClass("ghost", "border border-slate-300")}>
          {t("me.recovery.copy")}
        </button>
        <button type="button" onClick={download} className={buttonClass("ghost", "border border-slate-300")}>
          {t("me.recovery.download")}
        </button>
        <button type="button" onClick={print} className={buttonClass("ghost", "border border-slate-300")}>
          {t("me.recovery.print")}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-800">
        {status}
      </p>
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-card border border-slate-200 px-3 py-2 has-[:checked]:border-night-900 has-[:checked]:bg-mist">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} className="size-5 accent-night-900" />
        <span className="text-[15px] font-medium text-night-900">{t("me.recovery.saved")}</span>
      </label>
      <button type="button" disabled={!saved} onClick={onContinue} className={buttonClass("primary", "mt-4 h-12 w-full sm:w-auto")}>
        {continueLabel}
      </button>
    </section>
  );
}
