import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFilm } from "@hancine/contract/back-office-films";
import type { Film } from "@hancine/contract/catalog";
import { queryRows } from "#server/db/client.ts";
import { createAuditorium, createShowtime } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { filmBody, makeImage, upload, uploadedPoster } from "./films-test-kit.ts";

let t: TestApp;
let admin: string;
let manager: string;
let poster: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  admin = await signedIn(t, "admin");
  manager = await signedIn(t, "manager", [OWN_CINEMA]);
  poster = await uploadedPoster(t, admin);
});
afterAll(() => t.close());

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const create = (body: unknown, cookie = admin) => asUser(t, cookie, { method: "POST", url: "/api/v1/admin/films", payload: body as object });
const patch = (id: string, body: unknown, cookie = admin) => asUser(t, cookie, { method: "PATCH", url: `/api/v1/admin/films/${id}`, payload: body as object });
const read = (id: string, cookie = admin) => asUser(t, cookie, { url: `/api/v1/admin/films/${id}` });
const list = (query = "", cookie = admin) => asUser(t, cookie, { url: `/api/v1/admin/films${query}` });

async function created(overrides: Record<string, unknown> = {}): Promise<AdminFilm> {
  const answer = await create(filmBody(poster, overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result;
}

const publicList = async (path: string): Promise<Film[]> => (await t.app.inject(`/api/v1${path}`)).json().result;
const slugsOf = (films: { slug: string }[]) => films.map((f) => f.slug);
const filmCount = async () => Number((await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from films`))[0]!.n);
const auditOf = (id: string) =>
  queryRows(
    t.database.db,
    sql<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; actor_user_id: string }>`
    select action, before, after, actor_user_id from audit_log where entity = 'film' and entity_id = ${id} order by at, id`,
  );

describe("guards of /admin/films", () => {
  it("lets managers and admins read, and only admins change", async () => {
    const film = await created();
    await expectGuarded(t, { url: "/api/v1/admin/films" }, { minRole: "manager" });
    await expectGuarded(t, { url: `/api/v1/admin/films/${film.id}` }, { minRole: "manager" });
    await expectGuarded(t, { url: "/api/v1/admin/genres" }, { minRole: "manager" });
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/films", payload: filmBody(poster) }, { minRole: "admin" });
    await expectGuarded(t, { method: "PATCH", url: `/api/v1/admin/films/${film.id}`, payload: { name: "Đổi tên" } }, { minRole: "admin" });
    expect((await read(film.id, manager)).statusCode).toBe(200);
    expect((await list("", manager)).statusCode).toBe(200);
    expect((await read(film.id)).json().result.name).toBe(film.name);
  });
});

describe("POST /admin/films", () => {
  it("creates the film with a slug from its name, art from the upload, an embeddable trailer and an audit entry", async () => {
    const film = await created({ name: "Lật Mặt 9: Vòng Tay Nắng", trailerUrl: "https://youtu.be/dQw4w9WgXcQ?t=3", endDate: "2026-07-31" });
    expect(film).toMatchObject({
      slug: "lat-mat-9-vong-tay-nang",
      name: "Lật Mặt 9: Vòng Tay Nắng",
      releaseDate: "2026-05-20",
      endDate: "2026-07-31",
      trailerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      formats: ["2D", "IMAX"],
      genres: ["tinh-cam"],
      directors: ["Nguyễn Thu Hà"],
      cast: ["Trần Minh Khang", "Lê Bảo Châu"],
      posterMediaId: poster,
      backdropMediaId: null,
      status: "sap-chieu",
      archivedAt: null,
      upcomingShowtimes: 0,
    });
    // The public poster is the upload's 400 × 600 WebP; without a backdrop, the poster's widest copy.
    const variants = (
      await queryRows(t.database.db, sql<{ variants: { id: string; width: number; contentType: string }[] }>`select variants from media where id = ${poster}`)
    )[0]!.variants;
    const webp400 = variants.find((v) => v.width === 400 && v.contentType === "image/webp")!;
    expect(film.poster).toBe(`/media/${webp400.id}.webp`);
    expect(film.backdrop).toBe(`/media/${poster}.webp`);
    expect(film.posterPlaceholder).toMatch(/^data:image\/webp;base64,/);
    const [audit] = await auditOf(film.id);
    expect(audit).toMatchObject({ action: "film.create", before: null, after: { name: film.name, slug: film.slug, formats: ["2D", "IMAX"] } });
  });

  it("answers every wrong field in Vietnamese and creates nothing", async () => {
    const before = await filmCount();
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      name: "Vui lòng nhập tên phim.",
      synopsis: "Vui lòng nhập nội dung phim.",
      durationMinutes: "Vui lòng nhập thời lượng phim (phút).",
      releaseDate: "Vui lòng nhập ngày khởi chiếu.",
      genres: "Hãy chọn ít nhất một thể loại.",
      formats: "Hãy chọn ít nhất một định dạng.",
      posterMediaId: "Hãy tải lên poster của phim.",
      country: "Vui lòng nhập quốc gia sản xuất.",
    });
    const wrong = await create(
      filmBody(poster, {
        durationMinutes: 0,
        releaseDate: "31/02/2026",
        trailerUrl: "https://evil.example/watch?v=dQw4w9WgXcQ",
        formats: ["8K"],
        slug: "Có Dấu",
      }),
    );
    expect(wrong.json().error.fields).toEqual({
      durationMinutes: "Thời lượng phải từ 1 đến 600 phút.",
      releaseDate: "Ngày khởi chiếu không có trên lịch, bạn hãy kiểm tra lại.",
      trailerUrl: "Chỉ nhận đường dẫn video YouTube hoặc Vimeo, ví dụ https://www.youtube.com/watch?v=… hoặc https://vimeo.com/…",
      "formats.0": "Định dạng chỉ gồm 2D, 3D, IMAX, 4DX.",
      slug: "Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang, ví dụ lat-mat-8.",
    });
    const ends = await create(filmBody(poster, { releaseDate: "20/05/2026", endDate: "19/05/2026" }));
    expect(ends.json().error.fields).toEqual({ endDate: "Ngày kết thúc phải từ ngày khởi chiếu trở đi." });
    const unknown = await create(filmBody("0123456789abcdef", { genres: ["tinh-cam", "khong-co-that"] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      genres: "Không có thể loại: khong-co-that. Bạn hãy chọn trong danh sách.",
      posterMediaId: "Không tìm thấy ảnh poster này. Bạn hãy tải poster lên lại.",
    });
    const wideAsPoster = (await upload(t, admin, await makeImage(1600, 900), { purpose: "backdrop" })).json().result.id;
    const notPoster = await create(filmBody(wideAsPoster));
    expect(notPoster.json().error.fields).toEqual({ posterMediaId: "Poster cần là ảnh dọc tỉ lệ 2:3 (ví dụ 400 × 600). Bạn hãy tải lên ảnh poster." });
    expect(await filmCount()).toBe(before);
  });

  it("takes Vimeo and our own uploaded trailers, and a film without a trailer", async () => {
    expect((await created({ trailerUrl: "vimeo.com/76979871" })).trailerUrl).toBe("https://player.vimeo.com/video/76979871");
    expect((await created({ trailerUrl: "" })).trailerUrl).toBeNull();
    const own = (await queryRows(t.database.db, sql<{ trailer_url: string }>`select trailer_url from films where trailer_url like '/media/%' limit 1`))[0]!
      .trailer_url;
    expect((await created({ trailerUrl: own })).trailerUrl).toBe(own);
    const missing = await create(filmBody(poster, { trailerUrl: "/media/0123456789abcdef.webm" }));
    expect(missing.json().error.fields.trailerUrl).toMatch(/^Không tìm thấy video trailer này/);
  });

  it("answers 409 SLUG_TAKEN with a free suggestion, on create and when a change takes another film's slug", async () => {
    const first = await created({ name: "Chuyến Tàu Về Huế" });
    const again = await create(filmBody(poster, { name: "Chuyến tàu về Huế" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "SLUG_TAKEN",
      fields: { slug: "Đường dẫn “chuyen-tau-ve-hue” đã có phim khác dùng." },
      details: { suggestion: "chuyen-tau-ve-hue-2" },
    });
    const second = await created({ name: "Chuyến tàu về Huế", slug: "chuyen-tau-ve-hue-2" });
    const clash = await patch(second.id, { slug: first.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe("SLUG_TAKEN");
    expect((await read(second.id)).json().result.slug).toBe("chuyen-tau-ve-hue-2");
  });

  it("lets a copy keep the poster of a demo film (its drawn art)", async () => {
    const demo = (await list("?q=song%20han%20khong%20ngu")).json().result.films[0];
    const source: AdminFilm = (await read(demo.id)).json().result;
    expect(source.posterMediaId).toMatch(/^[a-f0-9]{16}$/);
    const copy = await created({ name: `${source.name} (Lồng tiếng)`, posterMediaId: source.posterMediaId, backdropMediaId: source.backdropMediaId });
    expect(copy.poster).toBe(source.poster);
    expect(copy.backdrop).toBe(source.backdrop);
  });
});

describe("PATCH /admin/films/:id", () => {
  it("changes the fields given, keeps the others and the address, and audits before and after", async () => {
    const film = await created({ name: "Gió Qua Đèo Hải Vân" });
    const answer = await patch(film.id, {
      name: "Gió Qua Đèo",
      durationMinutes: 98,
      cast: ["Lê Bảo Châu"],
      genres: ["hanh-dong", "tinh-cam"],
      formats: ["3D", "2D"],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      name: "Gió Qua Đèo",
      slug: film.slug,
      durationMinutes: 98,
      cast: ["Lê Bảo Châu"],
      directors: film.directors,
      formats: ["2D", "3D"],
      synopsis: film.synopsis,
    });
    const [, update] = await auditOf(film.id);
    expect(update).toMatchObject({
      action: "film.update",
      before: { name: "Gió Qua Đèo Hải Vân", durationMinutes: 112 },
      after: { name: "Gió Qua Đèo", durationMinutes: 98 },
    });
    const bad = await patch(film.id, { durationMinutes: 601, endDate: "01/05/2026" });
    expect(bad.json().error.fields).toEqual({ durationMinutes: "Thời lượng phải từ 1 đến 600 phút." });
    const early = await patch(film.id, { endDate: "01/05/2026" });
    expect(early.json().error.fields).toEqual({ endDate: "Ngày kết thúc phải từ ngày khởi chiếu trở đi." });
    expect((await auditOf(film.id)).length).toBe(2);
    expect((await patch(SOME_ID, { name: "Không có" })).statusCode).toBe(404);
    expect((await patch("khong-phai-uuid", { name: "Không có" })).statusCode).toBe(400);
  });
});

describe("public lists follow the back office", () => {
  it("shows a new coming film in /films/comming at once (the public cache is emptied), and archiving takes it out of every list", async () => {
    const warmed = slugsOf(await publicList("/films/comming"));
    const film = await created({ name: "Đêm Hội Trăng Rằm" });
    expect(warmed).not.toContain(film.slug);
    expect(slugsOf(await publicList("/films/comming"))).toContain(film.slug);
    expect(slugsOf(await publicList("/films?status=coming"))).toContain(film.slug);
    expect(slugsOf((await t.app.inject("/api/v1/search?q=dem%20hoi%20trang")).json().result.films)).toContain(film.slug);

    const archived = await patch(film.id, { archived: true });
    expect(archived.json().result).toMatchObject({ status: "luu-tru" });
    expect(slugsOf(await publicList("/films/comming"))).not.toContain(film.slug);
    expect(slugsOf((await t.app.inject("/api/v1/search?q=dem%20hoi%20trang")).json().result.films)).not.toContain(film.slug);
    // Its page stays (links in orders and posts keep working).
    expect((await t.app.inject(`/api/v1/films/${film.slug}`)).statusCode).toBe(200);
    expect((await list("?status=luu-tru")).json().result.films.map((f: { id: string }) => f.id)).toContain(film.id);
    expect(slugsOf((await list()).json().result.films)).not.toContain(film.slug);

    await patch(film.id, { archived: false });
    expect(slugsOf(await publicList("/films/comming"))).toContain(film.slug);
    expect((await auditOf(film.id)).map((a) => a.action)).toEqual(["film.create", "film.archive", "film.unarchive"]);
  });

  it("shows a film released today once it has a showtime, refuses to archive it while showtimes lie ahead, and drops a film past its end date", async () => {
    const film = await created({ name: "Bến Cảng Mùa Đông", releaseDate: "01/05/2026" });
    expect(film.status).toBe("dang-chieu");
    expect(slugsOf(await publicList("/films/showing"))).not.toContain(film.slug);
    const room = await createAuditorium(t.database.db);
    await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(NOW.getTime() + 26 * 3600_000) });
    t.services.cache.clear();
    expect(slugsOf(await publicList("/films/showing"))).toContain(film.slug);
    const films = (await t.app.inject("/api/v1/quick-booking")).json().result.films;
    expect(slugsOf(films)).toContain(film.slug);

    const refused = await patch(film.id, { archived: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "FILM_HAS_SHOWTIMES", details: { upcomingShowtimes: 1 } });
    const cut = await patch(film.id, { endDate: "01/05/2026" });
    expect(cut.json().error.fields).toEqual({ endDate: "Phim còn suất chiếu đến ngày 02/05/2026: ngày kết thúc không được sớm hơn." });
    expect((await read(film.id)).json().result.archivedAt).toBeNull();

    // A showtime after a film's last day (never made by the back office) does not bring it back to the lists.
    const ended = await created({ name: "Mùa Mưa Đã Qua", releaseDate: "01/04/2026", endDate: "30/04/2026" });
    await createShowtime(t.database.db, { auditoriumId: room.id, filmId: ended.id, startsAt: new Date(NOW.getTime() + 6 * 3600_000) });
    t.services.cache.clear();
    expect(ended.status).toBe("da-ket-thuc");
    expect(slugsOf(await publicList("/films/showing"))).not.toContain(ended.slug);
    expect(slugsOf((await t.app.inject("/api/v1/quick-booking")).json().result.films)).not.toContain(ended.slug);
  });
});

describe("the English site's texts of a film (decision 092)", () => {
  it("are optional: kept when given, blank is none, and every public answer carries them beside the film's own", async () => {
    const film = await created({
      name: "Chuyến Tàu Cuối Năm",
      nameEn: "  The Last  Train of the Year ",
      synopsisEn: "A night train across Vietnam on New Year's Eve, and the strangers who share its last carriage.",
      releaseDate: "01/05/2026",
    });
    expect(film).toMatchObject({
      name: "Chuyến Tàu Cuối Năm",
      nameEn: "The Last Train of the Year",
      synopsisEn: "A night train across Vietnam on New Year's Eve, and the strangers who share its last carriage.",
    });
    expect((await read(film.id)).json().result).toMatchObject({ nameEn: "The Last Train of the Year" });

    const detail = (await t.app.inject(`/api/v1/films/${film.slug}`)).json().result;
    expect(detail).toMatchObject({ name: "Chuyến Tàu Cuối Năm", nameEn: "The Last Train of the Year", synopsisEn: film.synopsisEn });
    expect(detail.synopsis).toBe(film.synopsis);
    const room = await createAuditorium(t.database.db);
    const startsAt = new Date(NOW.getTime() + 30 * 3600_000);
    await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt });
    t.services.cache.clear();
    expect((await publicList("/films/showing")).find((f) => f.slug === film.slug)).toMatchObject({ nameEn: "The Last Train of the Year" });
    const choices = (await t.app.inject("/api/v1/quick-booking")).json().result.films;
    expect(choices.find((f: { slug: string }) => f.slug === film.slug)).toMatchObject({ name: "Chuyến Tàu Cuối Năm", nameEn: "The Last Train of the Year" });
    const showtimes = (await t.app.inject(`/api/v1/showtimes?film=${film.slug}`)).json().result;
    expect(showtimes[0].film).toMatchObject({ name: "Chuyến Tàu Cuối Năm", nameEn: "The Last Train of the Year" });

    // Emptied, the English site shows the film's own again; the other fields stay as they were.
    const cleared = await patch(film.id, { nameEn: "   ", synopsisEn: "" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().result).toMatchObject({ name: "Chuyến Tàu Cuối Năm", nameEn: null, synopsisEn: null });
    expect((await t.app.inject(`/api/v1/films/${film.slug}`)).json().result).toMatchObject({ nameEn: null, synopsisEn: null });
    // A film made without them has none.
    expect(await created({ name: "Không Tên Tiếng Anh" })).toMatchObject({ nameEn: null, synopsisEn: null });
  });

  it("refuses an English name or synopsis that is too long or not text, in the contract's envelope, and changes nothing", async () => {
    const film = await created({ name: "Gió Lào" });
    const long = await patch(film.id, { nameEn: "x".repeat(201), synopsisEn: "y".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { nameEn: "Tên tiếng Anh tối đa 200 ký tự.", synopsisEn: "Nội dung tiếng Anh tối đa 5000 ký tự." },
    });
    const wrong = await create(filmBody(poster, { name: "Sai Kiểu", nameEn: 42, synopsisEn: ["a"] }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({ nameEn: "Tên tiếng Anh phải là chữ.", synopsisEn: "Nội dung tiếng Anh phải là chữ." });
    expect((await read(film.id)).json().result).toMatchObject({ nameEn: null, synopsisEn: null });
    // The same refusal in English for an English client.
    const english = await asUser(t, admin, {
      method: "PATCH",
      url: `/api/v1/admin/films/${film.id}`,
      payload: { nameEn: "x".repeat(201) },
      headers: { "accept-language": "en" },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({ code: "VALIDATION_FAILED", fields: { nameEn: "Please check this field." } });
  });

  it("may be changed only by an admin: a manager's change is refused and changes nothing", async () => {
    const film = await created({ name: "Phố Cổ Về Đêm" });
    expect((await patch(film.id, { nameEn: "Old Town by Night" }, manager)).statusCode).toBe(403);
    expect((await read(film.id, manager)).json().result.nameEn).toBeNull();
  });
});

describe("GET /admin/films", () => {
  it("finds films by name without diacritics, counts each status, and pages", async () => {
    const film = await created({ name: "Người Lái Đò Sông Đà" });
    const found = (await list("?q=nguoi%20lai%20do")).json().result;
    expect(found.films.map((f: { id: string }) => f.id)).toEqual([film.id]);
    expect(found.counts).toMatchObject({ all: 1, "sap-chieu": 1, "dang-chieu": 0 });

    const all = (await list()).json().result;
    expect(all.counts.all).toBe(all.counts["sap-chieu"] + all.counts["dang-chieu"] + all.counts["da-ket-thuc"]);
    expect(all.total).toBe(all.counts.all);
    const demoShowing = (await list("?status=dang-chieu&pageSize=5&page=2", manager)).json().result;
    expect(demoShowing.films).toHaveLength(5);
    expect(demoShowing.films.every((f: { status: string }) => f.status === "dang-chieu")).toBe(true);
    expect(demoShowing.films[0].formats.length).toBeGreaterThan(0);
    const coming = (await list("?status=sap-chieu&pageSize=100")).json().result.films as { releaseDate: string }[];
    expect(coming.map((f) => f.releaseDate)).toEqual([...coming.map((f) => f.releaseDate)].sort());
    const bad = await list("?status=het&page=0");
    expect(bad.statusCode).toBe(400);
  });

  it("lists every genre for the editor", async () => {
    const genres = (await asUser(t, manager, { url: "/api/v1/admin/genres" })).json().result as { slug: string; name: string }[];
    expect(genres.length).toBeGreaterThan(5);
    expect(genres).toContainEqual({ slug: "tinh-cam", name: "Tình cảm" });
  });
});
