import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import type { AdminPost } from "@hancine/contract/back-office-content";
import type { PostDetail } from "@hancine/contract/catalog";
import { callApi } from "#web/lib/api-client.ts";
import { isRichText, paragraphsOf } from "#web/lib/paragraphs.ts";
import { FIELD_SUMMARY, formFailureOf, useFormSubmission } from "#web/lib/form-errors.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { ImageDrop, type ChosenArt } from "../films/image-drop.tsx";
import { PostArticle } from "#web/features/discover/posts/post-article.tsx";
import { POST_KINDS } from "#web/features/discover/posts/post-kinds.ts";
import { PublishingFields, type Publish } from "./publishing-fields.tsx";
import { momentText } from "./moment-text.ts";
import type { PostFilm } from "./post-films.server.ts";

// TipTap is loaded with this screen only, after the page (never in a public bundle).
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

type PostDraft = {
  type: PostDetail["type"];
  title: string;
  slug: string;
  image: ChosenArt | null;
  excerpt: string;
  body: string;
  filmId: string;
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

function draftOf(p: AdminPost | null): PostDraft {
  return {
    type: p?.type ?? "review",
    title: p?.title ?? "",
    slug: p?.slug ?? "",
    image: p?.imageMediaId ? { mediaId: p.imageMediaId, url: p.image, placeholder: null } : null,
    excerpt: p?.excerpt ?? "",
    body: htmlOf(p?.body ?? ""),
    filmId: p?.filmId ?? "",
    publish: p ? (p.status === "scheduled" ? "published" : p.status) : "draft",
    publishAt: momentText(p?.publishAt ?? null),
    unpublishAt: momentText(p?.unpublishAt ?? null),
  };
}

const FIELD_OF: Partial<Record<keyof PostDraft, string>> = { image: "imageMediaId", publish: "status" };

/** The post editor: kind, title, picture, opening, rich text body, its film, when it shows; the public page's own article as its preview. */
export function PostEditor({ post, films }: { post: AdminPost | null; films: PostFilm[] }) {
  const [draft, setDraft] = useState(() => draftOf(post));
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const navigate = useNavigate();
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setSaved(null);
    const field = FIELD_OF[key] ?? key;
    if (fields[field]) setFields({ ...fields, [field]: "" });
  };

  const submit = async () => {
    const body = {
      type: draft.type,
      title: draft.title,
      slug: draft.slug,
      imageMediaId: draft.image?.mediaId ?? "",
      excerpt: draft.excerpt,
      body: draft.body,
      filmId: draft.filmId || null,
      status: draft.publish,
      publishAt: draft.publishAt,
      unpublishAt: draft.unpublishAt,
    };
    const answer = await run(() => (post ? callApi("PATCH /admin/posts/:id", { params: { id: post.id }, body }) : callApi("POST /admin/posts", { body })));
    if (!answer) return;
    if (!answer.ok) {
      const failure = formFailureOf(answer.error);
      fail(failure.fields, Object.keys(failure.fields).length ? FIELD_SUMMARY : failure.message);
      return;
    }
    setMessage(null);
    if (!post) {
      await navigate(adminPaths.post(answer.result.id), { state: { created: answer.result.title } });
      return;
    }
    setSaved(
      answer.result.state === "scheduled"
        ? `Đã lưu. Bài viết sẽ hiện lúc ${momentText(answer.result.publishAt)}.`
        : "Đã lưu. Trang khách cập nhật trong vài giây.",
    );
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
  };

  return (
    <div className="space-y-10">
      <form {...formProps(submit)} aria-labelledby="post-editor-title" className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
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
                <span className="text-sm font-bold text-night-900">{POST_KINDS[type].title}</span>
              </label>
            ))}
          </div>
          {fields.type ? <p className="mt-1 text-sm text-red-700">{fields.type}</p> : null}
        </fieldset>
        <TextField id="title" label="Tiêu đề" value={draft.title} onChange={(text) => set("title", text)} error={fields.title || undefined} />
        <TextField
          id="slug"
          label="Đường dẫn (trống: lấy từ tiêu đề)"
          value={draft.slug}
          onChange={(text) => set("slug", text)}
          error={fields.slug || undefined}
          placeholder="review-phim-moi"
        />
        <ImageDrop
          id="imageMediaId"
          label="Ảnh minh hoạ"
          hint="Ảnh ngang 16:9 (ví dụ 1280 × 720). JPEG, PNG, WebP, AVIF hoặc SVG, tối đa 10 MB."
          purpose="image"
          value={draft.image}
          onChange={(value) => set("image", value)}
          error={fields.imageMediaId || undefined}
        />
        <Field id="excerpt" label="Đoạn mở đầu (trên thẻ bài viết và đầu trang)" error={fields.excerpt || undefined}>
          <textarea
            id="excerpt"
            rows={3}
            value={draft.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            className={inputClass}
            {...invalidProps("excerpt", fields.excerpt || undefined)}
          />
        </Field>
        <Suspense fallback={<p className="text-sm text-slate-600">Đang mở trình soạn thảo…</p>}>
          <RichTextEditor id="body" label="Nội dung" value={draft.body} onChange={(html) => set("body", html)} error={fields.body || undefined} />
        </Suspense>
        <Field id="filmId" label="Phim được nói đến (không bắt buộc)" error={fields.filmId || undefined}>
          <select
            id="filmId"
            value={draft.filmId}
            onChange={(e) => set("filmId", e.target.value)}
            className={inputClass}
            {...invalidProps("filmId", fields.filmId || undefined)}
          >
            <option value="">Không gắn phim</option>
            {films.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </Field>
        <PublishingFields draft={draft} onPublish={(publish) => set("publish", publish)} onMoment={(key, text) => set(key, text)} errors={fields} />
        {saved ? <FormAlert message={saved} tone="success" /> : null}
        <SubmitButton busy={busy} label={post ? "Lưu bài viết" : "Thêm bài viết"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
      </form>
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
