import { useId, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { href, Link } from "react-router";
import type { AdminFilm } from "@hancine/contract/back-office-films";
import { AGE_RATINGS } from "@hancine/contract/browser-constants";
import { AGE_MEANING_KEYS } from "#web/ui/age-badge.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { FORMATS } from "@hancine/contract/catalog";
import { slugify } from "@hancine/contract/slug";
import { embedTrailerUrl } from "@hancine/contract/trailer-link";
import { errorAt } from "#web/lib/forms/form-shape.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { DateField } from "#web/ui/date-field.tsx";
import { Field, FieldError, FormAlert, inputClass, invalidProps, SubmitButton, TextField } from "#web/ui/form-fields.tsx";
import { PlayIcon } from "#web/ui/icons.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { useTrailerDialog } from "#web/features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { changesOf, draftOf, filmChangesForm, newFilmForm, previewOf, type FilmDraft } from "./film-draft.ts";
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
  /** After a save: the film as the server answered (the page shows it anew by itself). */
  onSaved?: (film: AdminFilm, created: boolean) => void;
};

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
  const { t } = useI18n();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  /** What the editor says itself: saved, nothing to save. */
  const [note, setNote] = useState<string | null>(null);
  /** 'Xem thử' without a link it can play. */
  const [trailerProblem, setTrailerProblem] = useState<string | null>(null);
  const { Form, formProps, errors, message, busy, answer } = useContractForm({
    schema: film ? filmChangesForm : newFilmForm,
    action: film ? href("/form/admin/films/:id", { id: film.id }) : href("/form/admin/films"),
    onSuccess: (answered: AdminFilm) => {
      const next = draftOf(answered);
      setSaved(next);
      setDraft(next);
      setNote(film ? "Đã lưu thay đổi." : `Đã thêm phim “${answered.name}”.`);
      onSaved?.(answered, !film);
    },
  });
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const genreNames = useMemo(() => new Map(genres.map((g) => [g.slug, g.name])), [genres]);
  const preview = previewOf(draft, genreNames);

  const set = <K extends keyof FilmDraft>(key: K, value: FilmDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const fieldId = (name: string) => `${id}-${name}`;
  const error = (name: string) => errorAt(errors, name);
  const refused = answer && !answer.ok ? answer.error : undefined;
  // The server's refusal in its own words, unless it is only about fields (then the summary).
  const said = note ?? (refused && refused.code !== "VALIDATION_FAILED" ? refused.message : message);
  const suggestion = refused?.code === "SLUG_TAKEN" ? refused.details?.suggestion : undefined;

  /**
   * "Lưu thay đổi" pressed (or Enter in a field, which presses it): with nothing changed it says so
   * and sends nothing. On the button's click, not the form's submit: Conform also submits to check a
   * field as it is left.
   */
  const save = (event: MouseEvent<HTMLFormElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest("button[type=submit]")) return;
    setNote(null);
    if (film && Object.keys(changesOf(saved, draft)).length === 0) {
      event.preventDefault();
      setNote("Chưa có thay đổi nào để lưu.");
    }
  };

  const tryTrailer = () => {
    if (!draft.trailerUrl.trim()) return setTrailerProblem("Hãy dán đường dẫn trailer trước khi xem thử.");
    if (!embedTrailerUrl(draft.trailerUrl)) {
      return setTrailerProblem("Chỉ nhận đường dẫn video YouTube hoặc Vimeo, ví dụ https://www.youtube.com/watch?v=… hoặc https://vimeo.com/…");
    }
    openTrailer(preview.card);
  };
  const trailerError = trailerProblem ?? errors.trailerUrl;

  /** A one-line text field of the record, named like the contract's field. */
  const textField = (name: "name" | "originalName" | "durationMinutes" | "country" | "distributor", label: string, numeric = false) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      value={draft[name]}
      onChange={(text) => set(name, text)}
      error={error(name)}
      type="text"
      autoComplete="off"
      inputMode={numeric ? "numeric" : undefined}
    />
  );
  const slugShown = draft.slug.trim() || slugify(draft.name) || "…";
  return (
    <Form {...formProps} onClick={save} aria-labelledby="film-editor-title" className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <FormAlert message={said} tone={note ? "success" : "error"} />
        {!canEdit ? (
          <p className="rounded-card border border-slate-200 bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
            Bạn đang xem hồ sơ phim. Chỉ quản trị chuỗi mới thêm hoặc sửa được phim.
          </p>
        ) : null}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
          <Section id={`${id}-facts`} title="Thông tin phim">
            {textField("name", "Tên phim")}
            <div className="grid gap-4 md:grid-cols-2">
              {textField("originalName", "Tên gốc (nếu có)")}
              <Field id={fieldId("slug")} label="Đường dẫn" error={error("slug")}>
                <input
                  id={fieldId("slug")}
                  name="slug"
                  type="text"
                  autoComplete="off"
                  placeholder={slugify(draft.name) || "lat-mat-8"}
                  value={draft.slug}
                  onChange={(event) => set("slug", event.target.value)}
                  className={inputClass}
                  {...invalidProps(fieldId("slug"), error("slug"))}
                  aria-describedby={cx(`${fieldId("slug")}-hint`, error("slug") && `${fieldId("slug")}-error`)}
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
            <Field id={fieldId("synopsis")} label="Nội dung phim" error={error("synopsis")}>
              <textarea
                id={fieldId("synopsis")}
                name="synopsis"
                rows={5}
                value={draft.synopsis}
                onChange={(event) => set("synopsis", event.target.value)}
                className={cx(inputClass, "h-auto min-h-32 py-2 leading-relaxed")}
                {...invalidProps(fieldId("synopsis"), error("synopsis"))}
              />
            </Field>
            {/* What the English site shows of the film (decision 092); blank: its own name and synopsis, marked Vietnamese. */}
            <fieldset className="space-y-4 rounded-card border border-slate-200 p-4" aria-describedby={`${id}-english-hint`}>
              <legend className="px-1 text-sm font-bold text-night-900">Bản tiếng Anh (không bắt buộc)</legend>
              <p id={`${id}-english-hint`} className="text-xs text-slate-600">
                Trang tiếng Anh hiện tên và nội dung này; để trống thì hiện tên và nội dung tiếng Việt.
              </p>
              <TextField
                id={fieldId("nameEn")}
                name="nameEn"
                lang="en"
                label="Tên tiếng Anh"
                value={draft.nameEn}
                onChange={(text) => set("nameEn", text)}
                error={error("nameEn")}
                type="text"
                autoComplete="off"
              />
              <Field id={fieldId("synopsisEn")} label="Nội dung tiếng Anh" error={error("synopsisEn")}>
                <textarea
                  id={fieldId("synopsisEn")}
                  name="synopsisEn"
                  lang="en"
                  rows={4}
                  value={draft.synopsisEn}
                  onChange={(event) => set("synopsisEn", event.target.value)}
                  className={cx(inputClass, "h-auto min-h-24 py-2 leading-relaxed")}
                  {...invalidProps(fieldId("synopsisEn"), error("synopsisEn"))}
                />
              </Field>
            </fieldset>
            <div className="grid gap-4 md:grid-cols-3">
              {textField("durationMinutes", "Thời lượng (phút)", true)}
              <Field id={fieldId("age")} label="Phân loại độ tuổi" error={error("age")}>
                <select
                  id={fieldId("age")}
                  name="age"
                  defaultValue={draft.age}
                  onChange={(event) => set("age", AGE_RATINGS.find((age) => age === event.target.value) ?? "")}
                  className={inputClass}
                  {...invalidProps(fieldId("age"), error("age"))}
                >
                  <option value="">Chọn phân loại…</option>
                  {AGE_RATINGS.map((age) => (
                    <option key={age} value={age} title={t(AGE_MEANING_KEYS[age])}>
                      {AGE_LABELS[age]}
                    </option>
                  ))}
                </select>
              </Field>
              {textField("country", "Quốc gia")}
            </div>
            {textField("distributor", "Nhà phát hành (nếu có)")}
          </Section>

          <Section id={`${id}-dates`} title="Lịch phát hành và định dạng">
            <div className="grid gap-4 md:grid-cols-2">
              <DateField
                id={fieldId("releaseDate")}
                name="releaseDate"
                label="Ngày khởi chiếu"
                value={draft.releaseDate}
                onValueChange={(v) => set("releaseDate", v)}
                error={error("releaseDate")}
              />
              <DateField
                id={fieldId("endDate")}
                name="endDate"
                label="Ngày kết thúc (nếu đã biết)"
                value={draft.endDate}
                onValueChange={(v) => set("endDate", v)}
                error={error("endDate")}
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
              error={error("formats")}
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
              error={error("genres")}
              columns="grid-cols-2 sm:grid-cols-3"
            />
            <TokenInput
              id={fieldId("directors")}
              name="directors"
              label="Đạo diễn"
              hint="Gõ tên rồi nhấn Enter hoặc dấu phẩy để thêm; Backspace ở ô trống để xoá tên cuối."
              placeholder="Ví dụ: Lý Hải"
              values={draft.directors}
              onChange={(v) => set("directors", v)}
              error={error("directors")}
            />
            <TokenInput
              id={fieldId("cast")}
              name="cast"
              label="Diễn viên"
              hint="Theo thứ tự xuất hiện trên trang phim. Enter hoặc dấu phẩy để thêm."
              placeholder="Ví dụ: Trấn Thành"
              values={draft.cast}
              onChange={(v) => set("cast", v)}
              error={error("cast")}
            />
          </Section>

          <Section id={`${id}-art`} title="Hình ảnh và trailer">
            <ImageDrop
              id={fieldId("posterMediaId")}
              name="posterMediaId"
              label="Poster"
              hint="Ảnh dọc 2:3, tối thiểu 400 × 600 điểm ảnh; JPEG, PNG, WebP, AVIF hoặc SVG; tối đa 10 MB."
              purpose="poster"
              value={draft.poster}
              onChange={(art) => set("poster", art)}
              error={error("posterMediaId")}
              disabled={!canEdit}
            />
            <ImageDrop
              id={fieldId("backdropMediaId")}
              name="backdropMediaId"
              label="Ảnh nền"
              hint="Ảnh ngang 16:9 sau phần đầu trang phim, tối thiểu 800 × 450. Không có: dùng poster."
              purpose="backdrop"
              value={draft.backdrop}
              onChange={(art) => set("backdrop", art)}
              error={error("backdropMediaId")}
              optional
              disabled={!canEdit}
            />
            <Field id={fieldId("trailerUrl")} label="Đường dẫn trailer (YouTube hoặc Vimeo)" error={trailerError}>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id={fieldId("trailerUrl")}
                  name="trailerUrl"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://www.youtube.com/watch?v=…"
                  value={draft.trailerUrl}
                  onChange={(event) => {
                    set("trailerUrl", event.target.value);
                    setTrailerProblem(null);
                  }}
                  className={inputClass}
                  {...invalidProps(fieldId("trailerUrl"), trailerError)}
                />
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
    </Form>
  );
}
