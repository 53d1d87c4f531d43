import { MomentField } from "./moment-field.tsx";
import type { Publish, PublishingDraft } from "./publishing-draft.ts";

const choices = (archivedHint: string): { value: Publish; label: string; hint: string }[] => [
  { value: "draft", label: "Bản nháp", hint: "Chỉ người quản trị thấy." },
  { value: "published", label: "Đăng", hint: "Hiện từ thời điểm bắt đầu (trống: ngay khi lưu)." },
  { value: "archived", label: "Lưu trữ", hint: archivedHint },
];

/**
 * The "Hiển thị" part of every content editor (decision 047): draft, published or archived, and from
 * when until when it shows, in Vietnam's time; sent as the contract's `status`, `publishAt`, `unpublishAt`.
 */
export function PublishingFields({
  draft,
  onStatus,
  onMoment,
  errors,
  archivedHint = "Gỡ khỏi trang khách.",
  choicesClassName = "grid gap-2 sm:grid-cols-3",
}: {
  draft: PublishingDraft;
  onStatus: (status: Publish) => void;
  onMoment: (key: "publishAt" | "unpublishAt", text: string) => void;
  errors: { publishAt?: string; unpublishAt?: string };
  archivedHint?: string;
  choicesClassName?: string;
}) {
  return (
    <fieldset className="space-y-4 rounded-card border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-night-900">Hiển thị</legend>
      <div role="radiogroup" aria-label="Trạng thái" className={choicesClassName}>
        {choices(archivedHint).map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-card border border-slate-300 p-3 has-[:checked]:border-night-900 has-[:checked]:bg-slate-50"
          >
            <input
              type="radio"
              name="status"
              value={choice.value}
              checked={draft.status === choice.value}
              onChange={() => onStatus(choice.value)}
              className="mt-1 size-4 accent-night-900"
            />
            <span>
              <span className="block text-sm font-bold text-night-900">{choice.label}</span>
              <span className="block text-xs text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MomentField
          id="publishAt"
          name="publishAt"
          label="Hiện từ"
          value={draft.publishAt}
          onChange={(text) => onMoment("publishAt", text)}
          error={errors.publishAt || undefined}
          hint="Ngày/tháng/năm giờ:phút, giờ Việt Nam. Trống: ngay khi đăng."
        />
        <MomentField
          id="unpublishAt"
          name="unpublishAt"
          label="Đến"
          value={draft.unpublishAt}
          onChange={(text) => onMoment("unpublishAt", text)}
          error={errors.unpublishAt || undefined}
          hint="Trống: đến khi lưu trữ."
        />
      </div>
    </fieldset>
  );
}
