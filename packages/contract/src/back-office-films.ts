import { z } from "zod";
import { AGE_RATINGS, FORMATS, type ShowFormat } from "./catalog.ts";
import { isoFromDayMonthYear } from "./format.ts";
import { slugify } from "./slug.ts";
import { optionalText } from "./text-fields.ts";
import { embedTrailerUrl } from "./trailer-link.ts";
import { FILM_DURATION_MAX, FILM_NAME_MAX, FILM_PEOPLE_MAX, FILM_STATUSES, FILM_SYNOPSIS_MAX, MEDIA_PURPOSES } from "./back-office-films-constants.ts";

/** The back office's films (API "Back office": `/admin/films`, `/admin/media`). */

/** A message for a missing field, another for a value of the wrong type. */
const required = (missing: string, wrongType: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? missing : wrongType),
});

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MEDIA_ID = /^[a-f0-9]{16}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day typed dd/MM/yyyy (or sent as YYYY-MM-DD by an app) → YYYY-MM-DD. */
function daySchema(label: string, example: string) {
  const shape = `${label} phải có dạng ngày/tháng/năm, ví dụ ${example}.`;
  return z.string(required(`Vui lòng nhập ${label.toLowerCase()}.`, shape)).transform((value, ctx) => {
    const iso = isoFromDayMonthYear(value) ?? value.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) ctx.addIssue({ code: "custom", message: shape });
    else if (!isRealDate(iso)) ctx.addIssue({ code: "custom", message: `${label} không có trên lịch, bạn hãy kiểm tra lại.` });
    else if (iso < "1900-01-01" || iso > "2100-12-31") ctx.addIssue({ code: "custom", message: `${label} chưa đúng, bạn hãy kiểm tra lại năm.` });
    return iso;
  });
}

/** Names of people (directors, cast): trimmed, each once (by its folded spelling), in the given order. */
function namesSchema(label: string, max: number) {
  return z
    .array(z.string({ message: `Mỗi ${label} phải là một cái tên.` }).max(200, { message: `Tên ${label} tối đa 100 ký tự.` }), {
      message: `Danh sách ${label} không hợp lệ.`,
    })
    .max(max * 2, { message: `Tối đa ${max} ${label}.` })
    .transform((names, ctx) => {
      const seen = new Set<string>();
      const kept: string[] = [];
      for (const raw of names) {
        const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
        if (name === "") continue;
        if (name.length > 100) ctx.addIssue({ code: "custom", message: `Tên ${label} tối đa 100 ký tự: ${name.slice(0, 30)}…` });
        else if (!slugify(name)) ctx.addIssue({ code: "custom", message: `Tên ${label} phải có chữ cái hoặc chữ số: “${name}”.` });
        const key = slugify(name);
        if (seen.has(key)) continue;
        seen.add(key);
        kept.push(name);
      }
      if (kept.length > max) ctx.addIssue({ code: "custom", message: `Tối đa ${max} ${label}.` });
      return kept;
    });
}

const filmFields = {
  name: z
    .string(required("Vui lòng nhập tên phim.", "Tên phim phải là chữ."))
    .max(FILM_NAME_MAX * 2, { message: `Tên phim tối đa ${FILM_NAME_MAX} ký tự.` })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, { message: "Vui lòng nhập tên phim." })
        .max(FILM_NAME_MAX, { message: `Tên phim tối đa ${FILM_NAME_MAX} ký tự.` }),
    ),
  slug: z
    .string({ message: "Đường dẫn phải là chữ." })
    .max(120, { message: "Đường dẫn tối đa 120 ký tự." })
    .transform((v) => v.trim())
    .refine((v) => v === "" || SLUG.test(v), { message: "Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang, ví dụ lat-mat-8." })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional()
    .describe("Lowercase ASCII with hyphens; from the name when absent"),
  originalName: optionalText("Tên gốc", FILM_NAME_MAX),
  nameEn: optionalText("Tên tiếng Anh", FILM_NAME_MAX).describe("The name the English site shows; blank: the film's own name"),
  synopsis: z
    .string(required("Vui lòng nhập nội dung phim.", "Nội dung phim phải là chữ."))
    .max(FILM_SYNOPSIS_MAX * 2, { message: `Nội dung phim tối đa ${FILM_SYNOPSIS_MAX} ký tự.` })
    .transform((v) => v.normalize("NFC").trim())
    .pipe(
      z
        .string()
        .min(20, { message: "Nội dung phim cần ít nhất 20 ký tự để khán giả hiểu phim nói về gì." })
        .max(FILM_SYNOPSIS_MAX, { message: `Nội dung phim tối đa ${FILM_SYNOPSIS_MAX} ký tự.` }),
    ),
  synopsisEn: z
    .string({ message: "Nội dung tiếng Anh phải là chữ." })
    .max(FILM_SYNOPSIS_MAX * 2, { message: `Nội dung tiếng Anh tối đa ${FILM_SYNOPSIS_MAX} ký tự.` })
    .transform((v) => v.normalize("NFC").trim())
    .pipe(z.string().max(FILM_SYNOPSIS_MAX, { message: `Nội dung tiếng Anh tối đa ${FILM_SYNOPSIS_MAX} ký tự.` }))
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional()
    .describe("The synopsis the English site shows; blank: the film's own"),
  durationMinutes: z
    .number(required("Vui lòng nhập thời lượng phim (phút).", "Thời lượng phải là một số phút."))
    .int({ message: "Thời lượng phải là số phút nguyên." })
    .min(1, { message: `Thời lượng phải từ 1 đến ${FILM_DURATION_MAX} phút.` })
    .max(FILM_DURATION_MAX, { message: `Thời lượng phải từ 1 đến ${FILM_DURATION_MAX} phút.` }),
  age: z.enum(AGE_RATINGS, { message: "Hãy chọn phân loại độ tuổi: P, K, T13, T16 hoặc T18." }),
  releaseDate: daySchema("Ngày khởi chiếu", "15/06/2026"),
  endDate: daySchema("Ngày kết thúc", "30/07/2026").nullable().optional().describe("Last day on screen; null: until the last showtime"),
  genres: z
    .array(z.string({ message: "Thể loại không hợp lệ." }).max(80, { message: "Thể loại không hợp lệ." }), { message: "Hãy chọn ít nhất một thể loại." })
    .min(1, { message: "Hãy chọn ít nhất một thể loại." })
    .max(6, { message: "Chọn tối đa 6 thể loại." })
    .transform((slugs) => [...new Set(slugs)])
    .describe("Genre slugs (GET /admin/genres)"),
  directors: namesSchema("đạo diễn", 10),
  cast: namesSchema("diễn viên", FILM_PEOPLE_MAX),
  trailerUrl: z
    .string({ message: "Đường dẫn trailer phải là chữ." })
    .max(500, { message: "Đường dẫn trailer quá dài." })
    .transform((value, ctx) => {
      if (value.trim() === "") return null;
      const embed = embedTrailerUrl(value);
      if (!embed) {
        ctx.addIssue({
          code: "custom",
          message: "Chỉ nhận đường dẫn video YouTube hoặc Vimeo, ví dụ https://www.youtube.com/watch?v=… hoặc https://vimeo.com/…",
        });
        return z.NEVER;
      }
      return embed;
    })
    .nullable()
    .optional()
    .describe("A YouTube or Vimeo link, stored as its privacy-enhanced embed URL"),
  formats: z
    .array(z.enum(FORMATS, { message: "Định dạng chỉ gồm 2D, 3D, IMAX, 4DX." }), { message: "Hãy chọn ít nhất một định dạng." })
    .min(1, { message: "Hãy chọn ít nhất một định dạng." })
    .max(8, { message: "Định dạng không hợp lệ." })
    .transform((formats): ShowFormat[] => FORMATS.filter((format) => formats.includes(format))),
  posterMediaId: z
    .string(required("Hãy tải lên poster của phim.", "Poster không hợp lệ, bạn hãy tải lên lại."))
    .regex(MEDIA_ID, { message: "Poster không hợp lệ, bạn hãy tải lên lại." })
    .describe("The id POST /admin/media answered (the poster's)"),
  backdropMediaId: z
    .string({ message: "Ảnh nền không hợp lệ, bạn hãy tải lên lại." })
    .regex(MEDIA_ID, { message: "Ảnh nền không hợp lệ, bạn hãy tải lên lại." })
    .nullable()
    .optional()
    .describe("Wide art behind the film page's header; the poster when absent"),
  distributor: optionalText("Nhà phát hành", 200),
  country: z
    .string(required("Vui lòng nhập quốc gia sản xuất.", "Quốc gia phải là chữ."))
    .max(200, { message: "Quốc gia tối đa 100 ký tự." })
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { message: "Vui lòng nhập quốc gia sản xuất." }).max(100, { message: "Quốc gia tối đa 100 ký tự." })),
};

const endNotBeforeRelease = (film: { releaseDate?: string | undefined; endDate?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (film.releaseDate && film.endDate && film.endDate < film.releaseDate)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "Ngày kết thúc phải từ ngày khởi chiếu trở đi." });
};

/** `POST /admin/films`. */
export const filmInputSchema = z.object(filmFields, { message: "Dữ liệu phim phải là một đối tượng JSON." }).superRefine(endNotBeforeRelease);
export type FilmInput = z.output<typeof filmInputSchema>;

/** `PATCH /admin/films/:id`: any of the fields, and `archived` to archive or bring back. */
export const filmPatchSchema = z
  .object(
    {
      ...filmFields,
      posterMediaId: filmFields.posterMediaId.optional(),
      archived: z.boolean({ message: "archived phải là true hoặc false." }).optional().describe("true: leaves every public list; false: back"),
    },
    { message: "Dữ liệu phim phải là một đối tượng JSON." },
  )
  .partial()
  .superRefine(endNotBeforeRelease);
export type FilmPatch = z.output<typeof filmPatchSchema>;

export const filmStatusSchema = z.enum(FILM_STATUSES);

/** A film as the back office edits it. */
export const adminFilmSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    originalName: z.string().nullable(),
    nameEn: z.string().nullable().describe("The name the English site shows; null: the film's own"),
    synopsis: z.string(),
    synopsisEn: z.string().nullable().describe("The synopsis the English site shows; null: the film's own"),
    durationMinutes: z.number().int(),
    age: z.enum(AGE_RATINGS),
    releaseDate: z.string().describe("YYYY-MM-DD"),
    endDate: z.string().nullable(),
    genres: z.array(z.string()).describe("Genre slugs"),
    directors: z.array(z.string()),
    cast: z.array(z.string()),
    trailerUrl: z.string().nullable(),
    formats: z.array(z.enum(FORMATS)),
    posterMediaId: z.string().nullable().describe("The stored picture the poster comes from (the demo's drawn art included)"),
    backdropMediaId: z.string().nullable(),
    poster: z.string().describe("URL the public site shows (400 × 600)"),
    backdrop: z.string(),
    posterPlaceholder: z.string().nullable().describe("Tiny blurred poster (data: URL) to show while it loads"),
    distributor: z.string().nullable(),
    country: z.string(),
    rate: z.number(),
    status: filmStatusSchema,
    archivedAt: z.string().nullable(),
    updatedAt: z.string(),
    upcomingShowtimes: z.number().int().describe("Showtimes not yet started"),
    lastShowtimeDay: z.string().nullable().describe("YYYY-MM-DD of its last showtime"),
  })
  .meta({ id: "AdminFilm" });
export type AdminFilm = z.infer<typeof adminFilmSchema>;

export const adminFilmRowSchema = adminFilmSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    originalName: true,
    poster: true,
    posterPlaceholder: true,
    age: true,
    durationMinutes: true,
    releaseDate: true,
    endDate: true,
    formats: true,
    status: true,
    upcomingShowtimes: true,
  })
  .meta({ id: "AdminFilmRow" });
export type AdminFilmRow = z.infer<typeof adminFilmRowSchema>;

export const adminFilmsQuerySchema = z.object({
  q: z.string().trim().max(100, { message: "Từ khóa tìm kiếm tối đa 100 ký tự." }).optional().describe("Name or original name, diacritics ignored"),
  status: filmStatusSchema.optional().describe("Absent: every film not archived"),
  page: z.coerce.number({ message: "Trang phải là một số." }).int().min(1, { message: "Trang bắt đầu từ 1." }).max(10_000).default(1),
  pageSize: z.coerce.number({ message: "Số phim mỗi trang phải là một số." }).int().min(1).max(100, { message: "Tối đa 100 phim mỗi trang." }).default(20),
});

export const adminFilmListSchema = z
  .object({
    films: z.array(adminFilmRowSchema),
    total: z.number().int().describe("Films matching q and status"),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z
      .object({
        all: z.number().int(),
        "sap-chieu": z.number().int(),
        "dang-chieu": z.number().int(),
        "da-ket-thuc": z.number().int(),
        "luu-tru": z.number().int(),
      })
      .describe("Films matching q per status tab; `all`: those not archived"),
  })
  .meta({ id: "AdminFilmList" });
export type AdminFilmList = z.infer<typeof adminFilmListSchema>;

export const genreOptionSchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: "GenreOption" });

export const mediaQuerySchema = z.object({
  purpose: z.enum(MEDIA_PURPOSES, { message: "purpose chỉ nhận poster, backdrop hoặc image." }).default("image"),
});

/** `POST /admin/media` → the stored picture, its resized copies and its placeholder. */
export const uploadedMediaSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    contentType: z.string(),
    placeholder: z.string().describe("A tiny blurred copy as a data: URL"),
    variants: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), contentType: z.string() })),
  })
  .meta({ id: "UploadedMedia" });
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
