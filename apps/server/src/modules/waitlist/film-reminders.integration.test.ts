import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditorium, createCinema, createFilm, createShowtime, type Auditorium, type Film } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { emailsTo, signUp } from "../auth/auth-test-kit.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW } from "../booking/booking-test-kit.ts";

let t: TestApp;
let room: Auditorium;
let admin: string;

/** 19:00 on the given day in Vietnam. */
const evening = (day: string) => `${day}T19:00:00+07:00`;

beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
  const cinema = await createCinema(t.database.db, { slug: "hancine-song-han" });
  room = await createAuditorium(t.database.db, { cinemaId: cinema.id, layout: "small" });
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

/** A film coming on 2026-12-19, nothing scheduled yet. */
const comingFilm = (): Promise<Film> => createFilm(t.database.db, { releaseDate: "2026-12-19" });

async function subscriber() {
  const { cookie, body } = await signUp(t, { phone: `0907${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}` });
  return { cookie, email: String(body.email).toLowerCase() };
}

const remind = (cookie: string | undefined, slug: string, method: "POST" | "DELETE" = "POST") =>
  asUser(t, cookie, { method, url: `/api/v1/films/${slug}/reminder` });
const onSaleMails = async (email: string, film: Film) => (await emailsTo(t, email)).filter((mail) => mail.subject === `${film.title} đã mở bán vé`);

describe("Nhắc tôi", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const film = await comingFilm();
    expect((await remind(undefined, film.slug)).statusCode).toBe(401);
    expect((await remind(undefined, film.slug, "DELETE")).statusCode).toBe(401);
    expect((await asUser(t, undefined, { method: "GET", url: "/api/v1/me/reminders" })).statusCode).toBe(401);
  });

  it("answers 404 in Vietnamese for a film that does not exist", async () => {
    const { cookie } = await subscriber();
    for (const slug of ["khong-co-phim-nay", "%3Cscript%3E"]) {
      const res = await remind(cookie, slug);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Không tìm thấy phim này.");
    }
  });

  it("tells a customer to book a film already on sale, and keeps no reminder", async () => {
    const film = await createFilm(t.database.db);
    await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(evening("2026-11-25")) });
    const { cookie } = await subscriber();
    const res = await remind(cookie, film.slug);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "FILM_ON_SALE", message: "Phim này đã mở bán vé. Bạn hãy chọn suất chiếu và đặt vé ngay nhé." });
    expect((await asUser(t, cookie, { method: "GET", url: "/api/v1/me/reminders" })).json().result).toEqual([]);
  });

  it("e-mails every subscriber, of every role, exactly once when the first showtimes go on sale", async () => {
    const film = await comingFilm();
    const people = [await subscriber(), await subscriber()];
    for (const role of ["staff", "manager", "admin"] as const) {
      // Staff and managers subscribe as anyone does: the reminder is about tickets, not their cinema.
      const cookie = await signedIn(t, role, role === "admin" ? undefined : ["hancine-song-han"]);
      expect((await remind(cookie, film.slug)).statusCode, role).toBe(201);
    }
    for (const { cookie } of people) {
      const first = await remind(cookie, film.slug);
      expect(first.statusCode).toBe(201);
      expect(first.json().result).toMatchObject({ film: { slug: film.slug, name: film.title }, notifiedAt: null });
      // Asking twice keeps one reminder.
      expect((await remind(cookie, film.slug)).statusCode).toBe(201);
    }
    // One who changed their mind.
    const gone = await subscriber();
    await remind(gone.cookie, film.slug);
    expect((await remind(gone.cookie, film.slug, "DELETE")).json().result).toEqual({ removed: true });

    // Nothing on sale yet: nothing to send.
    expect(await t.services.afterSale.sendReminders()).toBe(0);

    // The back office schedules the film's first showtime, then a second one.
    const first = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/showtimes",
      payload: { filmId: film.id, auditoriumId: room.id, startsAt: evening("2026-12-19"), format: "2D", language: "Phụ đề" },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await t.services.afterSale.sendReminders()).toBe(5);
    const second = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/showtimes",
      payload: { filmId: film.id, auditoriumId: room.id, startsAt: evening("2026-12-20"), format: "2D", language: "Phụ đề" },
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await t.services.afterSale.sendReminders()).toBe(0);

    for (const { email } of people) {
      const mails = await onSaleMails(email, film);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`http://localhost:3000/movies/${film.slug}`);
    }
    expect(await onSaleMails(gone.email, film)).toHaveLength(0);
    const mine = (await asUser(t, people[0]!.cookie, { method: "GET", url: "/api/v1/me/reminders" })).json().result;
    expect(mine).toEqual([{ film: { slug: film.slug, name: film.title }, createdAt: BOOKING_NOW.toISOString(), notifiedAt: BOOKING_NOW.toISOString() }]);
  });

  it("sends each e-mail once when two instances run the reminder job together", async () => {
    const second = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" }, sharing: t });
    try {
      const film = await comingFilm();
      const people = [await subscriber(), await subscriber(), await subscriber()];
      for (const { cookie } of people) await remind(cookie, film.slug);
      await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(evening("2026-12-21")) });
      const sent = await Promise.all([t.services.afterSale.sendReminders(), second.services.afterSale.sendReminders()]);
      expect(sent[0] + sent[1]).toBe(3);
      for (const { email } of people) expect(await onSaleMails(email, film)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
