import { lazy, Suspense, useState } from "react";
import { href, useNavigate } from "react-router";
import type { AdminPost } from "@hancine/contract/back-office-content";
import type { PostDetail } from "@hancine/contract/catalog";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { HiddenValues } from "#web/lib/forms/hidden-values.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { PostArticle } from "#web/features/discover/posts/post-article.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { POST_KINDS } from "#web/features/discover/posts/post-kinds.ts";
import { ALL_OR_NONE_NOTE, EnglishBody, EnglishTexts } from "./english-texts.tsx";
import { ContentImage, TextAreaField } from "./content-fields.tsx";
import { PublishingFields } from "./publishing-fields.tsx";
import { savedNote } from "./publishing-draft.ts";
import { draftOf, newPostForm, postChangesForm, type PostDraft } from "./post-draft.ts";
import type { PostFilm } from "./post-films.server.ts";

// TipTap is loaded with this screen only, after the page (never in a public bundle).
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

/** The post editor: kind, title, picture, opening, rich text body, its film, when it shows; the public page's own article as its preview. */
export function PostEditor({ post, films }: { post: AdminPost | null; films: PostFilm[] }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => draftOf(post));
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: post ? postChangesForm : newPostForm,
    action: post ? href("/form/admin/posts/:id", { id: post.id }) : href("/form/admin/posts"),
    onSuccess: (answer: AdminPost) => {
      if (!post) return void navigate(adminPaths.post(answer.id), { state: { created: answer.title } });
      setSaved(savedNote(answer, "Bài viết", "Trang khách cập nhật trong vài giây."));
    },
  });
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
  };

  const film = films.find((f) => f.id === draft.filmId) ?? null;
  const preview: PostDetail = {
    id: post?.id ?? "preview",
    slug: draft.slug || "xem-truoc",
    type: draft.type,
    title: draft.title || "Tiêu đề bài viết",
    excerpt: draft.excerpt,
    image: draft.image?.url ?? post?.image ?? "",
    views: post?.views ?? 0,
    publishedAt: post?.publishedAt ?? new Date().toISOString(),
    body: draft.body,
    filmId: draft.filmId || null,
    titleEn: null,
    excerptEn: null,
    bodyEn: null,
  };

  return (
    <div className="space-y-10">
      <Form {...formProps} aria-labelledby="post-editor-title" className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        <FormAlert message={message} />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">Loại bài viết</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(Object.keys(POST_KINDS) as PostDraft["type"][]).map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-slate-300 px-3 py-2 has-[:checked]:border-night-900 has-[:checked]:bg-slate-50"
              >
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={draft.type === type}
                  onChange={() => set("type", type)}
                  className="size-4 accent-night-900"
                />
                <span className="text-sm font-bold text-night-900">{t(POST_KINDS[type].title)}</span>
              </label>
            ))}
          </div>
          {errors.type ? <p className="mt-1 text-sm text-red-700">{errors.type}</p> : null}
        </fieldset>
        <TextField id="title" name="title" label="Tiêu đề" value={draft.title} onChange={(text) => set("title", text)} error={errors.title} />
        <TextField
          id="slug"
          name="slug"
          label="Đường dẫn (trống: lấy từ tiêu đề)"
          value={draft.slug}
          onChange={(text) => set("slug", text)}
          error={errors.slug}
          placeholder="review-phim-moi"
        />
        <ContentImage
          label="Ảnh minh hoạ"
          shape="Ảnh ngang 16:9 (ví dụ 1280 × 720)"
          value={draft.image}
          onChange={(art) => set("image", art)}
          errors={errors}
        />
        <TextAreaField
          id="excerpt"
          label="Đoạn mở đầu (trên thẻ bài viết và đầu trang)"
          rows={3}
          value={draft.excerpt}
          onChange={(text) => set("excerpt", text)}
          error={errors.excerpt}
        />
        <Suspense fallback={<p className="text-sm text-slate-600">Đang mở trình soạn thảo…</p>}>
          <RichTextEditor id="body" label="Nội dung" value={draft.body} onChange={(html) => set("body", html)} error={errors.body} />
        </Suspense>
        <HiddenValues name="body" value={draft.body} />
        <Field id="filmId" label="Phim được nói đến (không bắt buộc)" error={errors.filmId}>
          <select
            id="filmId"
            name="filmId"
            defaultValue={draft.filmId}
            onChange={(e) => set("filmId", e.target.value)}
            className={inputClass}
            {...invalidProps("filmId", errors.filmId)}
          >
            <option value="">Không gắn phim</option>
            {films.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </Field>
        <EnglishTexts testId="post-english" open={Boolean(post?.titleEn || errors.titleEn || errors.excerptEn || errors.bodyEn)} note={ALL_OR_NONE_NOTE}>
          <TextField
            id="titleEn"
            name="titleEn"
            label="Tên bài bằng tiếng Anh"
            value={draft.titleEn}
            onChange={(text) => set("titleEn", text)}
            error={errors.titleEn}
          />
          <TextField
            id="excerptEn"
            name="excerptEn"
            label="Đoạn dẫn bằng tiếng Anh"
            value={draft.excerptEn}
            onChange={(text) => set("excerptEn", text)}
            error={errors.excerptEn}
          />
          <EnglishBody value={draft.bodyEn} error={errors.bodyEn} onChange={(html) => set("bodyEn", html)} />
        </EnglishTexts>
        <PublishingFields draft={draft} onStatus={(status) => set("status", status)} onMoment={(key, text) => set(key, text)} errors={errors} />
        {saved ? <FormAlert message={saved} tone="success" /> : null}
        <SubmitButton busy={busy} label={post ? "Lưu bài viết" : "Thêm bài viết"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
      </Form>
      <section aria-labelledby="post-preview-title">
        <h2 id="post-preview-title" className="text-lg font-bold text-night-900">
          Xem trước trang bài viết
        </h2>
        <p className="text-sm text-slate-600">Như khách thấy, vẽ bằng chính thành phần của trang bài viết.</p>
        <div className="mt-3 rounded-card border border-slate-200 bg-white" inert data-testid="post-preview">
          {preview.image ? <PostArticle post={preview} film={film} more={[]} /> : <p className="p-4 text-sm text-slate-600">Tải ảnh lên để xem trước.</p>}
        </div>
      </section>
    </div>
  );
}
