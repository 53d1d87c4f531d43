/**
 * The back office's films and uploads: constants the browser needs, without zod (the editor and the
 * list import these; the schemas live in back-office-films.ts).
 */

/** Where a film stands, from its dates in the chain's day (and whether it is archived). Slugs as the list's `?status=` takes them. */
export const FILM_STATUSES = ["sap-chieu", "dang-chieu", "da-ket-thuc", "luu-tru"] as const;
export type FilmStatus = (typeof FILM_STATUSES)[number];

export const FILM_STATUS_NAMES: Record<FilmStatus, string> = {
  "sap-chieu": "Sắp chiếu",
  "dang-chieu": "Đang chiếu",
  "da-ket-thuc": "Đã kết thúc",
  "luu-tru": "Lưu trữ",
};

/** The largest upload `POST /admin/media` takes: 10 MB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** What an upload may be (checked by its content, not its name). */
export const MEDIA_ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/svg+xml"] as const;

/**
 * What an upload is for: a poster is cropped to 2:3 (400 × 600 and 800 × 1200), a backdrop to 16:9
 * (800 × 450 and 1680 × 945); any other picture keeps its shape.
 */
export const MEDIA_PURPOSES = ["poster", "backdrop", "image"] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/** Pixels and sides an upload may not exceed (a decompression bomb, or an absurd picture). */
export const MEDIA_MAX_PIXELS = 50_000_000;
export const MEDIA_MAX_SIDE = 12_000;

export const FILM_NAME_MAX = 200;
export const FILM_SYNOPSIS_MAX = 5000;
export const FILM_DURATION_MAX = 600;
export const FILM_PEOPLE_MAX = 30;
