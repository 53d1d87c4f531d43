import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { AdminBanner } from "@hancine/contract/back-office-content";
import { AGE_RATINGS } from "@hancine/contract/browser-constants";
import { BANNER_MOBILE_SIZE, BANNER_SIZE, type Banner } from "@hancine/contract/catalog";
import { callApi } from "#web/lib/api-client.ts";
import { FIELD_SUMMARY, formFailureOf, useFormSubmission } from "#web/lib/form-errors.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { BannerCarousel } from "#web/features/home/banner-carousel/banner-carousel.tsx";
import { ImageDrop, type ChosenArt } from "../films/image-drop.tsx";
import { PublishingFields, type Publish } from "./publishing-fields.tsx";
import { momentText } from "./moment-text.ts";

/** What the editor holds: the API's fields as the person types them. */
type BannerDraft = {
  image: ChosenArt | null;
  mobile: ChosenArt | null;
  alt: string;
  link: string;
  eyebrow: string;
  headline: string;
  subline: string;
  cta: string;
  age: string;
  publish: Publish;
  publishAt: string;
  unpublishAt: string;
};

const art = (url: string | null, mediaId: string | null): ChosenArt | null => (url && mediaId ? { mediaId, url, placeholder: null } : null);

function draftOf(banner: AdminBanner | null): BannerDraft {
  return {
    image: banner ? art(banner.image, banner.imageMediaId) : null,
    mobile: banner ? art(banner.mobileImage, banner.mobileMediaId) : null,
    alt: banner?.alt ?? "",
    link: banner?.link ?? "",
    eyebrow: banner?.copy?.eyebrow.join(", ") ?? "",
    headline: banner?.copy?.headline ?? "",
    subline: banner?.copy?.subline ?? "",
    cta: banner?.copy?.cta ?? "",
    age: banner?.copy?.age ?? "",
    publish: banner ? (banner.status === "scheduled" ? "published" : banner.status) : "draft",
    publishAt: momentText(banner?.publishAt ?? null),
    unpublishAt: momentText(banner?.unpublishAt ?? null),
  };
}

const copyOf = (d: BannerDraft) =>
  d.headline.trim() || d.cta.trim()
    ? {
        eyebrow: d.eyebrow
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        headline: d.headline,
        subline: d.subline,
        cta: d.cta,
        ...(d.age && { age: d.age as (typeof AGE_RATINGS)[number] }),
      }
    : null;

function bodyOf(d: BannerDraft) {
  return {
    imageMediaId: d.image?.mediaId ?? "",
    mobileMediaId: d.mobile?.mediaId ?? null,
    alt: d.alt,
    link: d.link,
    copy: copyOf(d),
    status: d.publish,
    publishAt: d.publishAt,
    unpublishAt: d.unpublishAt,
  };
}

/** The banner as the home page's carousel will draw it. */
function previewOf(d: BannerDraft): Banner | null {
  if (!d.image) return null;
  const copy = copyOf(d);
  return {
    id: "preview",
    src: d.image.url,
    alt: d.alt,
    ...BANNER_SIZE,
    ...(d.mobile && { mobile: { src: d.mobile.url, ...BANNER_MOBILE_SIZE } }),
    ...(copy && { copy }),
  };
}

/** The API's name of a draft's field, where they differ (its errors are cleared as the person edits it). */
const FIELD_OF: Partial<Record<keyof BannerDraft, string>> = { image: "imageMediaId", mobile: "mobileMediaId", publish: "status" };

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
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const set = <K extends keyof BannerDraft>(key: K, value: BannerDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
    const field = FIELD_OF[key] ?? key;
    if (fields[field]) setFields({ ...fields, [field]: "" });
  };
  const preview = previewOf(draft);

  const submit = async () => {
    const body = bodyOf(draft);
    const answer = await run(() =>
      banner ? callApi("PATCH /admin/banners/:id", { params: { id: banner.id }, body }) : callApi("POST /admin/banners", { body }),
    );
    if (!answer) return;
    if (!answer.ok) {
      const failure = formFailureOf(answer.error);
      const mapped = { ...failure.fields };
      for (const [key, value] of Object.entries(failure.fields)) if (key.startsWith("copy.")) mapped[key.slice(5)] = value;
      fail(mapped, Object.keys(mapped).length ? FIELD_SUMMARY : failure.message);
      return;
    }
    setMessage(null);
    if (!banner) {
      await navigate(adminPaths.banner(answer.result.id), { state: { created: answer.result.copy?.headline ?? answer.result.alt } });
      return;
    }
    setSaved(
      answer.result.state === "scheduled" ? `Đã lưu. Banner sẽ hiện lúc ${momentText(answer.result.publishAt)}.` : "Đã lưu. Trang chủ cập nhật trong vài giây.",
    );
  };

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form {...formProps(submit)} aria-labelledby="banner-editor-title" className="space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <FormAlert message={message} />
        <ImageDrop
          id="imageMediaId"
          label="Bản máy tính"
          hint="Ảnh ngang 21:9 không có chữ (ví dụ 1680 × 720). JPEG, PNG, WebP, AVIF hoặc SVG, tối đa 10 MB."
          purpose="image"
          value={draft.image}
          onChange={(value) => set("image", value)}
          error={fields.imageMediaId || undefined}
        />
        <ImageDrop
          id="mobileMediaId"
          label="Bản điện thoại"
          hint="Ảnh 4:3 dựng riêng cho điện thoại (ví dụ 800 × 600). Không bắt buộc: thiếu thì điện thoại dùng ảnh máy tính."
          purpose="image"
          value={draft.mobile}
          onChange={(value) => set("mobile", value)}
          error={fields.mobileMediaId || undefined}
          optional
        />
        <TextField
          id="alt"
          label="Mô tả ảnh (cho người đọc màn hình)"
          value={draft.alt}
          onChange={(text) => set("alt", text)}
          error={fields.alt || undefined}
        />
        <TextField
          id="link"
          label="Liên kết khi bấm vào banner"
          value={draft.link}
          onChange={(text) => set("link", text)}
          error={fields.link || undefined}
          placeholder="/khuyen-mai/dong-gia-45k/"
        />
        <fieldset className="space-y-4 rounded-card border border-slate-200 p-4">
          <legend className="px-1 text-sm font-bold text-night-900">Chữ trên banner</legend>
          <Field id="eyebrow" label="Nhãn nhỏ (cách nhau bằng dấu phẩy)" error={fields.eyebrow || undefined}>
            <input
              id="eyebrow"
              value={draft.eyebrow}
              placeholder="Khuyến mãi, Thành viên"
              onChange={(e) => set("eyebrow", e.target.value)}
              className={inputClass}
            />
          </Field>
          <TextField id="headline" label="Tiêu đề" value={draft.headline} onChange={(text) => set("headline", text)} error={fields.headline || undefined} />
          <Field id="subline" label="Dòng mô tả" error={fields.subline || undefined}>
            <input id="subline" value={draft.subline} onChange={(e) => set("subline", e.target.value)} className={inputClass} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="cta"
              label="Nút hành động"
              value={draft.cta}
              onChange={(text) => set("cta", text)}
              error={fields.cta || undefined}
              placeholder="Xem chi tiết"
            />
            <Field id="age" label="Phân loại độ tuổi (nếu là phim)">
              <select id="age" value={draft.age} onChange={(e) => set("age", e.target.value)} className={inputClass}>
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
        <PublishingFields
          draft={draft}
          onPublish={(publish) => set("publish", publish)}
          onMoment={(key, text) => set(key, text)}
          errors={fields}
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
      </form>
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
