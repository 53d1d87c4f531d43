import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accessibilityFormSchema, CLOCK_WORDS, createShowtimeFormSchema, fillRoomFormSchema, moveShowtimeFormSchema } from "./showtime-forms.ts";

const FILM = "0b7a4c1e-8f2d-4e55-9a61-3c2d1e0f9a11";
const ROOM = "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const OTHER_ROOM = "6e7f8091-2b3c-4d4e-9f0a-1b2c3d4e5f60";

/** A form's fields as the browser sends them, read as Conform reads them. */
function read<S extends z.ZodType>(schema: S, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

describe("the create dialog's form", () => {
  const fields = { day: "2026-11-24", filmId: FILM, auditoriumId: ROOM, time: "19:30", format: "2D", language: "Phụ đề" };

  it("sends the start as the instant of that time on the day shown", () => {
    const created = read(createShowtimeFormSchema, fields);
    expect(created.status === "success" && created.value).toEqual({
      filmId: FILM,
      auditoriumId: ROOM,
      startsAt: "2026-11-24T19:30:00+07:00",
      format: "2D",
      language: "Phụ đề",
    });
    const typed = read(createShowtimeFormSchema, { ...fields, time: "930" });
    expect(typed.status === "success" && typed.value.startsAt).toBe("2026-11-24T09:30:00+07:00");
  });

  it("says on the time field, in the form's words, when it is not a time", () => {
    for (const time of ["", "25:00", "19:3", "chiều"])
      expect(read(createShowtimeFormSchema, { ...fields, time }).reply().error).toEqual({ time: [CLOCK_WORDS.start] });
  });
});

describe("the move form", () => {
  const fields = { day: "2026-11-24", auditoriumId: ROOM, time: "19:30", wasAuditoriumId: ROOM, wasTime: "19:30" };

  it("sends only what changed", () => {
    const later = read(moveShowtimeFormSchema, { ...fields, time: "20:00" });
    expect(later.status === "success" && later.value).toEqual({ startsAt: "2026-11-24T20:00:00+07:00" });
    const elsewhere = read(moveShowtimeFormSchema, { ...fields, auditoriumId: OTHER_ROOM, time: "19.30" });
    expect(elsewhere.status === "success" && elsewhere.value).toEqual({ auditoriumId: OTHER_ROOM });
    const both = read(moveShowtimeFormSchema, { ...fields, auditoriumId: OTHER_ROOM, time: "21:15" });
    expect(both.status === "success" && both.value).toEqual({ startsAt: "2026-11-24T21:15:00+07:00", auditoriumId: OTHER_ROOM });
  });

  it("is refused by the contract when nothing changed, and says a wrong time on its field", () => {
    expect(read(moveShowtimeFormSchema, fields).reply().error).toEqual({ startsAt: ["Hãy chọn giờ chiếu mới hoặc phòng chiếu mới."] });
    expect(read(moveShowtimeFormSchema, { ...fields, time: "19h3" }).reply().error).toEqual({ time: [CLOCK_WORDS.start] });
  });
});

describe("the fill form", () => {
  const fields = { day: "2026-11-24", auditoriumId: ROOM, filmId: FILM, format: "IMAX", language: "Lồng tiếng", from: "09:00", until: "22:00" };

  it("sends the first and the last start as instants of the day shown", () => {
    const filled = read(fillRoomFormSchema, fields);
    expect(filled.status === "success" && filled.value).toEqual({
      auditoriumId: ROOM,
      filmId: FILM,
      format: "IMAX",
      language: "Lồng tiếng",
      from: "2026-11-24T09:00:00+07:00",
      until: "2026-11-24T22:00:00+07:00",
    });
  });

  it("says each wrong time on its field, and a last start before the first", () => {
    expect(read(fillRoomFormSchema, { ...fields, from: "9h7", until: "" }).reply().error).toEqual({ from: [CLOCK_WORDS.from], until: [CLOCK_WORDS.until] });
    expect(read(fillRoomFormSchema, { ...fields, from: "15:00", until: "14:55" }).reply().error).toEqual({ until: [CLOCK_WORDS.untilBeforeFrom] });
  });

  it("leaves the rest to the contract, in its words", () => {
    expect(read(fillRoomFormSchema, { ...fields, auditoriumId: "" }).reply().error).toEqual({ auditoriumId: ["Phòng chiếu không hợp lệ."] });
  });
});

describe("the accessibility form", () => {
  const ticked = (...values: string[]) => {
    const form = new FormData();
    for (const value of values) form.append("features", value);
    return parseWithZod(form, { schema: accessibilityFormSchema });
  };

  it("sends the ticked features in their fixed order, none ticked as an empty list, and refuses unknown ones", () => {
    const two = ticked("sensory_friendly", "audio_description");
    expect(two.status === "success" && two.value).toEqual({ features: ["audio_description", "sensory_friendly"] });
    const one = ticked("hoh_subtitles");
    expect(one.status === "success" && one.value).toEqual({ features: ["hoh_subtitles"] });
    const none = ticked();
    expect(none.status === "success" && none.value).toEqual({ features: [] });
    const unknown = ticked("loud");
    expect(unknown.status).toBe("error");
  });
});
