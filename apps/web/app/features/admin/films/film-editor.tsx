import { useId, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { filmInputSchema, filmPatchSchema, type AdminFilm } from "@hancine/contract/back-office-films";
import { AGE_RATING_MEANING, AGE_RATINGS } from "@hancine/contract/browser-constants";
import { FORMATS } from "@hancine/contract/catalog";
import { slugify } from "@hancine/contract/slug";
import { embedTrailerUrl } from "@hancine/contract/trailer-link";
import { callApi } from "#web/lib/api-client.ts";
import { checkWith, FIELD_SUMMARY, type FieldErrors, useFormSubmission } from "#web/lib/form-errors.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { DateField } from "#web/ui/date-field.tsx";
import { Field, FieldError, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { PlayIcon } from "#web/ui/icons.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { useTrailerDialog } from "#web/features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { bodyOf, changesOf, draftOf, previewOf, type FilmDraft } from "./film-draft.ts";
import { FilmPreview } from "./film-preview.tsx";
import { ImageDrop } from "./image-drop.tsx";
import { TokenInput } from "./token-input.tsx";

type Genre = { slug: string; name: string };

/** Short names for the list; each option's title carries the full meaning. */
const AGE_LABELS: Record<(typeof AGE_RATINGS)[number], string> = {
  P: "P – mọi lứa tuổi",
  K: "K – dưới 13, có người lớn",
  T13: "T13 – từ 13 tuổi",
  T16: "T16 – từ 16 tuổi",
  T18: "T18 – từ 18 tuổi",
};

type FilmEditorProps = {
  /** The film being edited; none for a new film (a copy or an empty form). */
  film: AdminFilm | null;
  initial: FilmDraft;
  genres: Genre[];
  /** Admins change films; managers read them. */
  canEdit: boolean;
  /** After a save: the film as the server answered. */
  onSaved: (film: AdminFilm, created: boolean) => void;
};

/** The server's field keys ("formats.0", "cast.2") as the form's fields. */
function byField(fields: FieldErrors | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) out[key.split(".")[0]!] ??= message;
  return out;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-4 text-lg font-bold text-night-900">
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

/** Checkboxes in a fieldset whose legend names them (genres, formats). */
function CheckList({
  legend,
  name,
  options,
  values,
  onChange,
  error,
  columns,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
  columns: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cx("grid gap-1", columns)}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-9 cursor-pointer items-center gap-2 rounded-card px-2 py-1 text-[15px] hover:bg-slate-100">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => onChange(event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value))}
              className="size-5 shrink-0 accent-night-900"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * A film's record: facts, dates and formats, genres and people, poster, backdrop and trailer, with
 * the live preview of its card and page beside it. Checked with the contract's own schema before it
 * is sent (same rules, same Vietnamese messages); the server's answers land on the same fields.
 */
export function FilmEditor({ film, initial, genres, canEdit, onSaved }: FilmEditorProps) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission<{ text: string; tone: "error" | "success" }>();
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const genreNames = useMemo(() => new Map(genres.map((g) => [g.slug, g.name])), [genres]);
  const preview = previewOf(draft, genreNames);

  const set = <K extends keyof FilmDraft>(key: K, value: FilmDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // The pictures' errors are the server's, on their media ids.
    const field = key === "poster" ? "posterMediaId" : key === "backdrop" ? "backdropMediaId" : key;
    if (fields[field]) setFields(({ [field]: _cleared, ...rest }) => rest);
  };
  const fieldId = (name: string) => `${id}-${name}`;
  const text = (name: keyof FilmDraft) => ({
    id: fieldId(name),
    name,
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
    className: inputClass,
    ...invalidProps(fieldId(name), fields[name]),
  });

  const save = async () => {
    const creating = film === null;
    const sent = creating ? bodyOf(draft) : changesOf(saved, draft);
    if (!creating && Object.keys(sent).length === 0) return setMessage({ text: "Chưa có thay đổi nào để lưu.", tone: "success" });
    const checked = creating ? checkWith(filmInputSchema, sent) : checkWith(filmPatchSchema, sent);
    if (!checked.ok) return fail(byField(checked.fields), { text: FIELD_SUMMARY, tone: "error" });
    setSuggestion(null);
    const answer = await run(() =>
      film ? callApi("PATCH /admin/films/:id", { params: { id: film.id }, body: sent }) : callApi("POST /admin/films", { body: bodyOf(draft) }),
    );
    if (!answer) return;
    if (answer.ok) {
      const next = draftOf(answer.result);
      setSaved(next);
      setDraft(next);
      setFields({});
      setMessage({ text: creating ? `Đã thêm phim “${answer.result.name}”.` : "Đã lưu thay đổi.", tone: "success" });
      onSaved(answer.result, creating);
      return;
    }
    const failed = byField(answer.error.fields);
    if (answer.error.code === "SLUG_TAKEN" && typeof answer.error.details?.suggestion === "string") setSuggestion(answer.error.details.suggestion);
    fail(failed, { text: Object.keys(failed).length && answer.error.code === "VALIDATION_FAILED" ? FIELD_SUMMARY : answer.error.message, tone: "error" });
  };

  const tryTrailer = () => {
    if (!draft.trailerUrl.trim()) return setFields((f) => ({ ...f, trailerUrl: "Hãy dán đường dẫn trailer trước khi xem thử." }));
    if (!embedTrailerUrl(draft.trailerUrl)) {
      return setFields((f) => ({
        ...f,
        trailerUrl: "Chỉ nhận đường dẫn video YouTube hoặc Vimeo, ví dụ https://www.youtube.com/watch?v=… hoặc https://vimeo.com/…",
      }));
    }
    openTrailer(preview.card);
  };

  const slugShown = draft.slug.trim() || slugify(draft.name) || "…";
  return (
    <form {...formProps(save)} aria-labelledby="film-editor-title" className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <FormAlert message={message?.text ?? null} tone={message?.tone ?? "error"} />
        {!canEdit ? (
          <p className="rounded-card border border-slate-200 bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
            Bạn đang xem hồ sơ phim. Chỉ quản trị chuỗi mới thêm hoặc sửa được phim.
          </p>
        ) : null}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
          <Section id={`${id}-facts`} title="Thông tin phim">
            <Field id={fieldId("name")} label="Tên phim" error={fields.name}>
              <input type="text" autoComplete="off" {...text("name")} />
            </Field>
            <div className="grid gap-4 md:grid-cols-2">
              <Field id={fieldId("originalName")} label="Tên gốc (nếu có)" error={fields.originalName}>
                <input type="text" autoComplete="off" {...text("originalName")} />
              </Field>
              <Field id={fieldId("slug")} label="Đường dẫn" error={fields.slug}>
                <input
                  type="text"
                  autoComplete="off"
                  placeholder={slugify(draft.name) || "lat-mat-8"}
                  {...text("slug")}
                  aria-describedby={cx(`${fieldId("slug")}-hint`, fields.slug && `${fieldId("slug")}-error`)}
                />
                <p id={`${fieldId("slug")}-hint`} className="mt-1 text-xs text-slate-600">
                  Trang phim: <span className="break-all">/movies/{slugShown}</span>. Để trống để lấy theo tên phim.
                  {film ? " Đổi đường dẫn thì các liên kết cũ không mở được nữa." : ""}
                </p>
                {suggestion ? (
                  <button type="button" onClick={() => set("slug", suggestion)} className="mt-1 text-sm font-medium text-link underline underline-offset-2">
                    Dùng đường dẫn {suggestion}
                  </button>
                ) : null}
              </Field>
            </div>
            <Field id={fieldId("synopsis")} label="Nội dung phim" error={fields.synopsis}>
              <textarea rows={5} {...text("synopsis")} className={cx(inputClass, "h-auto min-h-32 py-2 leading-relaxed")} />
            </Field>
            <div className="grid gap-4 md:grid-cols-3">
              <Field id={fieldId("durationMinutes")} label="Thời lượng (phút)" error={fields.durationMinutes}>
                <input type="text" inputMode="numeric" autoComplete="off" {...text("durationMinutes")} />
              </Field>
              <Field id={fieldId("age")} label="Phân loại độ tuổi" error={fields.age}>
                <select {...text("age")}>
                  <option value="">Chọn phân loại…</option>
                  {AGE_RATINGS.map((age) => (
                    <option key={age} value={age} title={AGE_RATING_MEANING[age]}>
                      {AGE_LABELS[age]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={fieldId("country")} label="Quốc gia" error={fields.country}>
                <input type="text" autoComplete="off" {...text("country")} />
              </Field>
            </div>
            <Field id={fieldId("distributor")} label="Nhà phát hành (nếu có)" error={fields.distributor}>
              <input type="text" autoComplete="off" {...text("distributor")} />
            </Field>
          </Section>

          <Section id={`${id}-dates`} title="Lịch phát hành và định dạng">
            <div className="grid gap-4 md:grid-cols-2">
              <DateField
                id={fieldId("releaseDate")}
                name="releaseDate"
                label="Ngày khởi chiếu"
                value={draft.releaseDate}
                onValueChange={(v) => set("releaseDate", v)}
                error={fields.releaseDate}
              />
              <DateField
                id={fieldId("endDate")}
                name="endDate"
                label="Ngày kết thúc (nếu đã biết)"
                value={draft.endDate}
                onValueChange={(v) => set("endDate", v)}
                error={fields.endDate}
              />
            </div>
            <p className="text-sm text-slate-600">
              Phim hiện ở mục “Sắp chiếu” trước ngày khởi chiếu, ở “Đang chiếu” khi đã khởi chiếu và có suất, và rời các danh sách sau ngày kết thúc.
            </p>
            <CheckList
              legend="Định dạng phát hành"
              name="formats"
              options={FORMATS.map((f) => ({ value: f, label: f }))}
              values={draft.formats}
              onChange={(v) =>
                set(
                  "formats",
                  FORMATS.filter((f) => v.includes(f)),
                )
              }
              error={fields.formats}
              columns="grid-cols-2 sm:grid-cols-4"
            />
          </Section>

          <Section id={`${id}-people`} title="Thể loại và người làm phim">
            <CheckList
              legend="Thể loại"
              name="genres"
              options={genres.map((g) => ({ value: g.slug, label: g.name }))}
              values={draft.genres}
              onChange={(v) => set("genres", v)}
              error={fields.genres}
              columns="grid-cols-2 sm:grid-cols-3"
            />
            <TokenInput
              id={fieldId("directors")}
              label="Đạo diễn"
              hint="Gõ tên rồi nhấn Enter hoặc dấu phẩy để thêm; Backspace ở ô trống để xoá tên cuối."
              placeholder="Ví dụ: Lý Hải"
              values={draft.directors}
              onChange={(v) => set("directors", v)}
              error={fields.directors}
            />
            <TokenInput
              id={fieldId("cast")}
              label="Diễn viên"
              hint="Theo thứ tự xuất hiện trên trang phim. Enter hoặc dấu phẩy để thêm."
              placeholder="Ví dụ: Trấn Thành"
              values={draft.cast}
              onChange={(v) => set("cast", v)}
              error={fields.cast}
            />
          </Section>

          <Section id={`${id}-art`} title="Hình ảnh và trailer">
            <ImageDrop
              id={fieldId("posterMediaId")}
              label="Poster"
              hint="Ảnh dọc 2:3, tối thiểu 400 × 600 điểm ảnh; JPEG, PNG, WebP, AVIF hoặc SVG; tối đa 10 MB."
              purpose="poster"
              value={draft.poster}
              onChange={(art) => set("poster", art)}
              error={fields.posterMediaId}
              disabled={!canEdit}
            />
            <ImageDrop
              id={fieldId("backdropMediaId")}
              label="Ảnh nền"
              hint="Ảnh ngang 16:9 sau phần đầu trang phim, tối thiểu 800 × 450. Không có: dùng poster."
              purpose="backdrop"
              value={draft.backdrop}
              onChange={(art) => set("backdrop", art)}
              error={fields.backdropMediaId}
              optional
              disabled={!canEdit}
            />
            <Field id={fieldId("trailerUrl")} label="Đường dẫn trailer (YouTube hoặc Vimeo)" error={fields.trailerUrl}>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input type="url" inputMode="url" autoComplete="off" placeholder="https://www.youtube.com/watch?v=…" {...text("trailerUrl")} />
                <button type="button" onClick={tryTrailer} aria-haspopup="dialog" className={buttonClass("secondary", "h-11 shrink-0")}>
                  <PlayIcon width={16} height={16} />
                  Xem thử
                </button>
              </div>
            </Field>
          </Section>
        </fieldset>
      </div>

      <aside aria-label="Xem trước" className="min-w-0 self-start xl:sticky xl:top-4">
        <FilmPreview card={preview.card} header={preview.header} />
      </aside>

      {canEdit ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur xl:col-span-2 lg:-mx-8 lg:px-8">
          <a href="#film-preview-title" className="mr-auto text-sm font-medium text-blue-800 underline underline-offset-2 xl:hidden">
            Xem trước
          </a>
          <Link to={adminPaths.films()} className={buttonClass("ghost", "h-11")}>
            Huỷ
          </Link>
          <SubmitButton busy={busy} label={film ? "Lưu thay đổi" : "Thêm phim"} busyLabel="Đang lưu…" className={buttonClass("primary", "h-11")} />
        </div>
      ) : null}
      {trailerDialog}
    </form>
  );
}
