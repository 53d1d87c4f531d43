import { lazy, Suspense, useState } from "react";
import { href, useNavigate } from "react-router";
import type { AdminPromotion } from "@hancine/contract/back-office-content";
import { chainDay, isoFromDayMonthYear } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { HiddenValues } from "#web/lib/forms/hidden-values.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { FormAlert, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { PromotionArticle } from "#web/features/discover/promotions/promotion-article.tsx";
import { ALL_OR_NONE_NOTE, EnglishBody, EnglishTexts } from "./english-texts.tsx";
import { ContentImage } from "./content-fields.tsx";
import { PublishingFields } from "./publishing-fields.tsx";
import { savedNote } from "./publishing-draft.ts";
import { draftOf, newPromotionForm, promotionChangesForm, type PromotionDraft } from "./promotion-draft.ts";

// TipTap is loaded with this screen only, after the page (never in a public bundle).
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

/** The promotion editor: text in rich text, validity, the voucher it advertises, when it shows; the public page's preview below. */
export function PromotionEditor({ promotion }: { promotion: AdminPromotion | null }) {
  const [draft, setDraft] = useState(() => draftOf(promotion));
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: promotion ? promotionChangesForm : newPromotionForm,
    action: promotion ? href("/form/admin/promotions/:id", { id: promotion.id }) : href("/form/admin/promotions"),
    onSuccess: (answer: AdminPromotion) => {
      if (!promotion) return void navigate(adminPaths.promotion(answer.id), { state: { created: answer.title } });
      setSaved(savedNote(answer, "Chương trình", "Trang khách cập nhật trong vài giây."));
    },
  });
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
  };

  const today = chainDay(new Date());
  const iso = (text: string) => isoFromDayMonthYear(text) ?? today;
  const preview = {
    id: promotion?.id ?? "preview",
    slug: draft.slug || "xem-truoc",
    title: draft.title || "Tiêu đề chương trình",
    image: draft.image?.url ?? promotion?.image ?? "",
    link: "#",
    summary: draft.summary,
    validFrom: iso(draft.validFrom),
    validUntil: iso(draft.validUntil),
    body: draft.body,
    titleEn: null,
    summaryEn: null,
    bodyEn: null,
    // The voucher's texts as the server wrote them from its rule at the last save.
    voucher: promotion?.voucher && promotion.voucher.code === draft.voucherCode.trim().toUpperCase() ? { ...promotion.voucher, paymentMethods: null } : null,
  };

  return (
    <div className="space-y-10">
      <Form {...formProps} aria-labelledby="promotion-editor-title" className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <FormAlert message={message} />
        <TextField id="title" name="title" label="Tiêu đề" value={draft.title} onChange={(text) => set("title", text)} error={errors.title} />
        <TextField
          id="slug"
          name="slug"
          label="Đường dẫn (trống: lấy từ tiêu đề)"
          value={draft.slug}
          onChange={(text) => set("slug", text)}
          error={errors.slug}
          placeholder="dong-gia-45k"
        />
        <ContentImage
          label="Thẻ khuyến mãi"
          shape="Ảnh ngang 16:9 (ví dụ 800 × 450)"
          value={draft.image}
          onChange={(art) => set("image", art)}
          errors={errors}
        />
        <TextField
          id="summary"
          name="summary"
          label="Tóm tắt (trên thẻ khuyến mãi)"
          value={draft.summary}
          onChange={(text) => set("summary", text)}
          error={errors.summary}
        />
        <Suspense fallback={<p className="text-sm text-slate-600">Đang mở trình soạn thảo…</p>}>
          <RichTextEditor id="body" label="Nội dung" value={draft.body} onChange={(html) => set("body", html)} error={errors.body} />
        </Suspense>
        <HiddenValues name="body" value={draft.body} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            id="validFrom"
            name="validFrom"
            label="Ưu đãi từ ngày"
            value={draft.validFrom}
            onValueChange={(text) => set("validFrom", text)}
            error={errors.validFrom}
          />
          <DateField
            id="validUntil"
            name="validUntil"
            label="Đến ngày"
            value={draft.validUntil}
            onValueChange={(text) => set("validUntil", text)}
            error={errors.validUntil}
          />
        </div>
        <TextField
          id="voucherCode"
          name="voucherCode"
          label="Mã voucher đi kèm (điều kiện lấy từ quy tắc của mã)"
          value={draft.voucherCode}
          onChange={(text) => set("voucherCode", text)}
          error={errors.voucherCode}
          placeholder="THUTU45K"
        />
        {promotion?.voucher ? (
          <div className="rounded-card border border-dashed border-amber-brand-dark bg-amber-50 p-3 text-sm text-slate-800">
            <p className="font-bold text-night-900">{promotion.voucher.benefit}.</p>
            <ul className="mt-1 list-disc pl-5">
              {promotion.voucher.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <EnglishTexts
          testId="promotion-english"
          open={Boolean(promotion?.titleEn || errors.titleEn || errors.summaryEn || errors.bodyEn)}
          note={ALL_OR_NONE_NOTE}
        >
          <TextField
            id="titleEn"
            name="titleEn"
            label="Tên chương trình bằng tiếng Anh"
            value={draft.titleEn}
            onChange={(text) => set("titleEn", text)}
            error={errors.titleEn}
          />
          <TextField
            id="summaryEn"
            name="summaryEn"
            label="Giới thiệu ngắn bằng tiếng Anh"
            value={draft.summaryEn}
            onChange={(text) => set("summaryEn", text)}
            error={errors.summaryEn}
          />
          <EnglishBody value={draft.bodyEn} error={errors.bodyEn} onChange={(html) => set("bodyEn", html)} />
        </EnglishTexts>
        <PublishingFields draft={draft} onStatus={(status) => set("status", status)} onMoment={(key, text) => set(key, text)} errors={errors} />
        {saved ? <FormAlert message={saved} tone="success" /> : null}
        <SubmitButton busy={busy} label={promotion ? "Lưu khuyến mãi" : "Thêm khuyến mãi"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
      </Form>
      <section aria-labelledby="promotion-preview-title">
        <h2 id="promotion-preview-title" className="text-lg font-bold text-night-900">
          Xem trước trang khuyến mãi
        </h2>
        <p className="text-sm text-slate-600">Như khách thấy. Điều kiện của mã lấy từ quy tắc voucher, cập nhật sau khi lưu.</p>
        <div className="mt-3 rounded-card border border-slate-200 bg-white p-4" inert data-testid="promotion-preview">
          {preview.image ? <PromotionArticle promotion={preview} today={today} /> : <p className="text-sm text-slate-600">Tải ảnh lên để xem trước.</p>}
        </div>
      </section>
    </div>
  );
}
