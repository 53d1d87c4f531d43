import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import type { AdminPromotion } from "@hancine/contract/back-office-content";
import { chainDay, dayMonthYearFromIso, isoFromDayMonthYear } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { isRichText, paragraphsOf } from "#web/lib/paragraphs.ts";
import { FIELD_SUMMARY, formFailureOf, useFormSubmission } from "#web/lib/form-errors.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { FormAlert, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { ImageDrop, type ChosenArt } from "../films/image-drop.tsx";
import { PromotionArticle } from "#web/features/discover/promotions/promotion-article.tsx";
import { PublishingFields, type Publish } from "./publishing-fields.tsx";
import { momentText } from "./moment-text.ts";

// TipTap is loaded with this screen only, after the page (never in a public bundle).
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

type PromotionDraft = {
  title: string;
  slug: string;
  image: ChosenArt | null;
  summary: string;
  body: string;
  validFrom: string;
  validUntil: string;
  voucherCode: string;
  publish: Publish;
  publishAt: string;
  unpublishAt: string;
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The demo's plain paragraphs as the editor's HTML; rich text as it is. */
const htmlOf = (body: string) =>
  isRichText(body)
    ? body
    : paragraphsOf(body)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join("");

function draftOf(p: AdminPromotion | null): PromotionDraft {
  return {
    title: p?.title ?? "",
    slug: p?.slug ?? "",
    image: p?.imageMediaId ? { mediaId: p.imageMediaId, url: p.image, placeholder: null } : null,
    summary: p?.summary ?? "",
    body: htmlOf(p?.body ?? ""),
    validFrom: p ? dayMonthYearFromIso(p.validFrom) : "",
    validUntil: p ? dayMonthYearFromIso(p.validUntil) : "",
    voucherCode: p?.voucherCode ?? "",
    publish: p ? (p.status === "scheduled" ? "published" : p.status) : "draft",
    publishAt: momentText(p?.publishAt ?? null),
    unpublishAt: momentText(p?.unpublishAt ?? null),
  };
}

const FIELD_OF: Partial<Record<keyof PromotionDraft, string>> = { image: "imageMediaId", publish: "status" };

/** The promotion editor: text in rich text, validity, the voucher it advertises, when it shows; the public page's preview below. */
export function PromotionEditor({ promotion }: { promotion: AdminPromotion | null }) {
  const [draft, setDraft] = useState(() => draftOf(promotion));
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
    const field = FIELD_OF[key] ?? key;
    if (fields[field]) setFields({ ...fields, [field]: "" });
  };

  const submit = async () => {
    const body = {
      title: draft.title,
      slug: draft.slug,
      imageMediaId: draft.image?.mediaId ?? "",
      summary: draft.summary,
      body: draft.body,
      validFrom: draft.validFrom,
      validUntil: draft.validUntil,
      voucherCode: draft.voucherCode,
      status: draft.publish,
      publishAt: draft.publishAt,
      unpublishAt: draft.unpublishAt,
    };
    const answer = await run(() =>
      promotion ? callApi("PATCH /admin/promotions/:id", { params: { id: promotion.id }, body }) : callApi("POST /admin/promotions", { body }),
    );
    if (!answer) return;
    if (!answer.ok) {
      const failure = formFailureOf(answer.error);
      fail(failure.fields, Object.keys(failure.fields).length ? FIELD_SUMMARY : failure.message);
      return;
    }
    setMessage(null);
    if (!promotion) {
      await navigate(adminPaths.promotion(answer.result.id), { state: { created: answer.result.title } });
      return;
    }
    setSaved(
      answer.result.state === "scheduled"
        ? `Đã lưu. Chương trình sẽ hiện lúc ${momentText(answer.result.publishAt)}.`
        : "Đã lưu. Trang khách cập nhật trong vài giây.",
    );
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
    // The voucher's texts as the server wrote them from its rule at the last save.
    voucher: promotion?.voucher && promotion.voucher.code === draft.voucherCode.trim().toUpperCase() ? { ...promotion.voucher, paymentMethods: null } : null,
  };

  return (
    <div className="space-y-10">
      <form
        {...formProps(submit)}
        aria-labelledby="promotion-editor-title"
        className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <FormAlert message={message} />
        <TextField id="title" label="Tiêu đề" value={draft.title} onChange={(text) => set("title", text)} error={fields.title || undefined} />
        <TextField
          id="slug"
          label="Đường dẫn (trống: lấy từ tiêu đề)"
          value={draft.slug}
          onChange={(text) => set("slug", text)}
          error={fields.slug || undefined}
          placeholder="dong-gia-45k"
        />
        <ImageDrop
          id="imageMediaId"
          label="Thẻ khuyến mãi"
          hint="Ảnh ngang 16:9 (ví dụ 800 × 450). JPEG, PNG, WebP, AVIF hoặc SVG, tối đa 10 MB."
          purpose="image"
          value={draft.image}
          onChange={(value) => set("image", value)}
          error={fields.imageMediaId || undefined}
        />
        <TextField
          id="summary"
          label="Tóm tắt (trên thẻ khuyến mãi)"
          value={draft.summary}
          onChange={(text) => set("summary", text)}
          error={fields.summary || undefined}
        />
        <Suspense fallback={<p className="text-sm text-slate-600">Đang mở trình soạn thảo…</p>}>
          <RichTextEditor id="body" label="Nội dung" value={draft.body} onChange={(html) => set("body", html)} error={fields.body || undefined} />
        </Suspense>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            id="validFrom"
            name="validFrom"
            label="Ưu đãi từ ngày"
            value={draft.validFrom}
            onValueChange={(text) => set("validFrom", text)}
            error={fields.validFrom || undefined}
          />
          <DateField
            id="validUntil"
            name="validUntil"
            label="Đến ngày"
            value={draft.validUntil}
            onValueChange={(text) => set("validUntil", text)}
            error={fields.validUntil || undefined}
          />
        </div>
        <TextField
          id="voucherCode"
          label="Mã voucher đi kèm (điều kiện lấy từ quy tắc của mã)"
          value={draft.voucherCode}
          onChange={(text) => set("voucherCode", text)}
          error={fields.voucherCode || undefined}
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
        <PublishingFields draft={draft} onPublish={(publish) => set("publish", publish)} onMoment={(key, text) => set(key, text)} errors={fields} />
        {saved ? <FormAlert message={saved} tone="success" /> : null}
        <SubmitButton busy={busy} label={promotion ? "Lưu khuyến mãi" : "Thêm khuyến mãi"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
      </form>
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
