import { lazy, Suspense, type ReactNode } from "react";
import { HiddenValues } from "#web/lib/forms/hidden-values.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

/**
 * An editor's optional English words for the English site (decision 095), folded away unless some
 * are given or refused. The back office itself stays Vietnamese.
 */
export function EnglishTexts({ testId, open, note, children }: { testId: string; open: boolean; note: string; children: ReactNode }) {
  return (
    <details className="space-y-4 rounded-card border border-slate-200 p-4 [&[open]>summary]:mb-4" data-testid={testId} open={open}>
      <summary className="cursor-pointer text-sm font-bold text-night-900">Bản tiếng Anh (không bắt buộc)</summary>
      <p className="text-sm text-slate-600">{note}</p>
      {children}
    </details>
  );
}

/** What the English pages say when all three or none are given (promotions and posts). */
export const ALL_OR_NONE_NOTE = "Trang tiếng Anh hiện các chữ này; để trống cả ba thì trang tiếng Anh hiện bản tiếng Việt. Cần đủ cả ba hoặc không có gì.";

/** The English full text, in the same rich text editor as the Vietnamese (sent as a hidden field). */
export function EnglishBody({ value, error, onChange }: { value: string; error?: string; onChange: (html: string) => void }) {
  return (
    <>
      <Suspense fallback={<p className="text-sm text-slate-600">Đang mở trình soạn thảo…</p>}>
        <RichTextEditor id="bodyEn" label="Toàn văn bằng tiếng Anh" value={value} onChange={onChange} error={error} />
      </Suspense>
      <HiddenValues name="bodyEn" value={value} />
    </>
  );
}
