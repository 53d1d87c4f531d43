import { useEffect, useRef, useState } from "react";
import { href, useNavigate } from "react-router";
import type { AdminBanner } from "@hancine/contract/back-office-content";
import { AGE_RATINGS } from "@hancine/contract/browser-constants";
import type { Banner } from "@hancine/contract/catalog";
import { errorAt } from "#web/lib/forms/form-shape.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { BannerCarousel } from "#web/features/home/banner-carousel/banner-carousel.tsx";
import { ImageDrop } from "../films/image-drop.tsx";
import { bannerChangesForm, type BannerDraft, draftOf, newBannerForm, previewOf } from "./banner-draft.ts";
import { ContentImage } from "./content-fields.tsx";
import { PublishingFields } from "./publishing-fields.tsx";
import { savedNote } from "./publishing-draft.ts";
import { EnglishTexts } from "./english-texts.tsx";

/** The width the carousel is drawn at before it is scaled into the preview: a desktop's. */
const PREVIEW_WIDTH = 1280;

/** Draws the carousel at a desktop's width and scales it to the box, a thumbnail of what the home page shows. */
function ScaledCarousel({ banner }: { banner: Banner }) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.4);
  useEffect(() => {
    const measure = () => outer.current && setScale(outer.current.clientWidth / PREVIEW_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className="overflow-hidden" style={{ height: Math.ceil((PREVIEW_WIDTH * 9 * scale) / 21) }}>
      <div style={{ width: PREVIEW_WIDTH, transform: `scale(${scale})`, transformOrigin: "top left" }}>
        <BannerCarousel banners={[banner]} />
      </div>
    </div>
  );
}

/** The banner editor: art for desktop and phone, its words, link, when it shows; the carousel's preview beside it. */
export function BannerEditor({ banner }: { banner: AdminBanner | null }) {
  const [draft, setDraft] = useState(() => draftOf(banner));
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: banner ? bannerChangesForm : newBannerForm,
    action: banner ? href("/form/admin/banners/:id", { id: banner.id }) : href("/form/admin/banners"),
    onSuccess: (answer: AdminBanner) => {
      if (!banner) return void navigate(adminPaths.banner(answer.id), { state: { created: answer.copy?.headline ?? answer.alt } });
      setSaved(savedNote(answer, "Banner", "Trang chủ cập nhật trong vài giây."));
    },
  });
  const set = <K extends keyof BannerDraft>(key: K, value: BannerDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
  };
  const preview = previewOf(draft);
  /** A one-line field of the banner, named like the contract's field (`copy.cta` for its words). */
  const textField = (key: "alt" | "link" | "headline" | "cta", name: string, label: string, placeholder?: string) => (
    <TextField id={key} name={name} label={label} value={draft[key]} onChange={(text) => set(key, text)} error={errors[name]} placeholder={placeholder} />
  );

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Form {...formProps} aria-labelledby="banner-editor-title" className="space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <FormAlert message={message} />
        <ContentImage
          label="Bản máy tính"
          shape="Ảnh ngang 21:9 không có chữ (ví dụ 1680 × 720)"
          value={draft.image}
          onChange={(art) => set("image", art)}
          errors={errors}
        />
        <ImageDrop
          id="mobileMediaId"
          name="mobileMediaId"
          label="Bản điện thoại"
          hint="Ảnh 4:3 dựng riêng cho điện thoại (ví dụ 800 × 600). Không bắt buộc: thiếu thì điện thoại dùng ảnh máy tính."
          purpose="image"
          value={draft.mobile}
          onChange={(value) => set("mobile", value)}
          error={errors.mobileMediaId}
          optional
        />
        {textField("alt", "alt", "Mô tả ảnh (cho người đọc màn hình)")}
        {textField("link", "link", "Liên kết khi bấm vào banner", "/khuyen-mai/dong-gia-45k/")}
        <fieldset className="space-y-4 rounded-card border border-slate-200 p-4">
          <legend className="px-1 text-sm font-bold text-night-900">Chữ trên banner</legend>
          <Field id="eyebrow" label="Nhãn nhỏ (cách nhau bằng dấu phẩy)" error={errorAt(errors, "copy.eyebrow")}>
            <input
              id="eyebrow"
              name="copy.eyebrow"
              value={draft.eyebrow}
              placeholder="Khuyến mãi, Thành viên"
              onChange={(e) => set("eyebrow", e.target.value)}
              className={inputClass}
            />
          </Field>
          {textField("headline", "copy.headline", "Tiêu đề")}
          <Field id="subline" label="Dòng mô tả" error={errors["copy.subline"]}>
            <input id="subline" name="copy.subline" value={draft.subline} onChange={(e) => set("subline", e.target.value)} className={inputClass} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {textField("cta", "copy.cta", "Nút hành động", "Xem chi tiết")}
            <Field id="age" label="Phân loại độ tuổi (nếu là phim)">
              <select
                id="age"
                name="copy.age"
                defaultValue={draft.age}
                onChange={(e) => set("age", AGE_RATINGS.find((age) => age === e.target.value) ?? "")}
                className={inputClass}
              >
                <option value="">Không ghi</option>
                {AGE_RATINGS.map((age) => (
                  <option key={age} value={age}>
                    {age}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>
        <EnglishTexts
          testId="banner-english"
          open={Boolean(banner?.altEn || banner?.copyEn || errors.altEn || errors["copyEn.headline"] || errors["copyEn.cta"])}
          note="Trang chủ tiếng Anh hiện các chữ này; để trống thì hiện bản tiếng Việt."
        >
          <TextField
            id="altEn"
            name="altEn"
            label="Chú thích ảnh bằng tiếng Anh"
            value={draft.altEn}
            onChange={(text) => set("altEn", text)}
            error={errors.altEn}
          />
          <Field id="eyebrowEn" label="Nhãn bằng tiếng Anh (cách nhau bằng dấu phẩy)" error={errorAt(errors, "copyEn.eyebrow")}>
            <input
              id="eyebrowEn"
              name="copyEn.eyebrow"
              value={draft.eyebrowEn}
              placeholder="Offer, Members"
              onChange={(e) => set("eyebrowEn", e.target.value)}
              className={inputClass}
            />
          </Field>
          <TextField
            id="headlineEn"
            name="copyEn.headline"
            label="Dòng chính bằng tiếng Anh"
            value={draft.headlineEn}
            onChange={(text) => set("headlineEn", text)}
            error={errors["copyEn.headline"]}
          />
          <Field id="sublineEn" label="Câu phụ bằng tiếng Anh" error={errors["copyEn.subline"]}>
            <input id="sublineEn" name="copyEn.subline" value={draft.sublineEn} onChange={(e) => set("sublineEn", e.target.value)} className={inputClass} />
          </Field>
          <TextField
            id="ctaEn"
            name="copyEn.cta"
            label="Chữ trên nút bằng tiếng Anh"
            value={draft.ctaEn}
            onChange={(text) => set("ctaEn", text)}
            error={errors["copyEn.cta"]}
            placeholder="See details"
          />
        </EnglishTexts>
        <PublishingFields
          draft={draft}
          onStatus={(status) => set("status", status)}
          onMoment={(key, text) => set(key, text)}
          errors={errors}
          archivedHint="Gỡ khỏi trang chủ, giữ lại để dùng sau."
          choicesClassName="grid gap-2 sm:grid-cols-3 xl:grid-cols-1 2xl:grid-cols-3"
        />
        {saved ? <FormAlert message={saved} tone="success" /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} label={banner ? "Lưu banner" : "Thêm banner"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
          <a href="#banner-preview" className={buttonClass("ghost", "border border-slate-300 xl:hidden")}>
            Xem trước
          </a>
        </div>
      </Form>
      <section id="banner-preview" aria-labelledby="banner-preview-title" className="min-w-0">
        <h2 id="banner-preview-title" className="text-lg font-bold text-night-900">
          Xem trước trên trang chủ
        </h2>
        <p className="text-sm text-slate-600">Như khách thấy trên máy tính, thu nhỏ lại. Điện thoại (dưới 768 px) thấy ảnh điện thoại với chữ ở phía dưới.</p>
        <div className="mt-3 overflow-hidden rounded-card border border-slate-200" inert data-testid="banner-preview">
          {preview ? (
            <ScaledCarousel banner={preview} />
          ) : (
            <p className="flex aspect-[21/9] items-center justify-center bg-slate-100 p-4 text-center text-sm text-slate-600">
              Tải ảnh bản máy tính lên để xem trước.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
