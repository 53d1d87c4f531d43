import { describe, expect, it } from "vitest";
import type { ShowtimeSummary } from "#web/lib/showtime-summary.ts";
import { groupShowtimes, onDay } from "./group-showtimes.ts";
import { dayFrom, dayLabel, dayParts, nextDays } from "./showtime-days.ts";
import { translator } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";

const vi = translator("vi", messagesFor("vi", ["site", "showtimes"]));
const en = translator("en", messagesFor("en", ["site", "showtimes"]));

describe("showtime days", () => {
  it("lists seven days from today in Vietnam's zone, also late in the evening UTC", () => {
    // 23:30 UTC on 21/11 is already 06:30 on Saturday 22/11 in Vietnam.
    expect(nextDays(new Date("2026-11-21T23:30:00Z"))).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
  });

  it("labels today 'Hôm nay' and other days by weekday and date", () => {
    expect(dayLabel(vi, "2026-11-22", "2026-11-22")).toBe("Hôm nay");
    expect(dayLabel(vi, "2026-11-28", "2026-11-22")).toBe("T7, 28/11");
    expect(dayLabel(vi, "2026-11-23", "2026-11-22")).toBe("T2, 23/11");
    expect(dayParts(vi, "2026-11-22", "2026-11-22")).toEqual({ weekday: "Hôm nay", date: "22/11" });
    expect(dayParts(vi, "2026-11-29", "2026-11-22")).toEqual({ weekday: "CN", date: "29/11" });
  });

  it("labels them in English on an English page, the day still Vietnam's", () => {
    expect(dayLabel(en, "2026-11-22", "2026-11-22")).toBe("Today");
    expect(dayLabel(en, "2026-11-28", "2026-11-22")).toBe("Sat, 28 Nov");
    expect(dayParts(en, "2026-11-29", "2026-11-22")).toEqual({ weekday: "Sun", date: "29 Nov" });
    expect(dayParts(en, "2027-01-01", "2026-11-22")).toEqual({ weekday: "Fri", date: "1 Jan" });
  });

  it("accepts a day from the query string only when it is offered", () => {
    const days = nextDays(new Date("2026-11-22T03:00:00Z"));
    expect(dayFrom("2026-11-24", days)).toBe("2026-11-24");
    expect(dayFrom("2026-12-24", days)).toBeNull();
    expect(dayFrom("x", days)).toBeNull();
    expect(dayFrom(null, days)).toBeNull();
  });
});

function showtime(
  id: string,
  startsAt: string,
  cinema: string,
  format: ShowtimeSummary["format"] = "2D",
  language = "Phụ đề",
  film = "lat-mat",
  accessibilityFeatures: ShowtimeSummary["accessibilityFeatures"] = [],
): ShowtimeSummary {
  return {
    id,
    accessibilityFeatures,
    startsAt,
    format,
    language,
    version: language === "Phụ đề" ? "Phụ đề tiếng Việt" : "Lồng tiếng Việt",
    film: { slug: film, name: film === "lat-mat" ? "Lật Mặt" : "Ánh Trăng", nameEn: film === "lat-mat" ? null : "Moonlight", age: "T13" },
    cinema: { slug: cinema, name: cinema === "song-han" ? "HanCine Sông Hàn" : "HanCine Bà Triệu" },
    seatsLeft: 80,
    saleEventId: null,
  };
}

describe("groupShowtimes", () => {
  const list = [
    showtime("3", "2026-11-22T12:00:00Z", "song-han", "IMAX"),
    showtime("1", "2026-11-22T02:00:00Z", "song-han"),
    showtime("2", "2026-11-22T05:00:00Z", "ba-trieu"),
    showtime("4", "2026-11-22T07:00:00Z", "song-han"),
    showtime("5", "2026-11-22T09:00:00Z", "song-han", "2D", "Lồng tiếng"),
  ];

  it("groups by cinema (sorted by name), then by format and language, times in order", () => {
    const groups = groupShowtimes(vi, list, "cinema");
    expect(groups.map((g) => g.name)).toEqual(["HanCine Bà Triệu", "HanCine Sông Hàn"]);
    const songHan = groups[1]!;
    expect(songHan.formats.map((f) => f.label)).toEqual(["2D · Lồng tiếng Việt", "2D · Phụ đề tiếng Việt", "IMAX · Phụ đề tiếng Việt"]);
    expect(songHan.formats[1]!.showtimes.map((s) => s.id)).toEqual(["1", "4"]);
  });

  it("groups by film and keeps the film's age rating for its heading", () => {
    const groups = groupShowtimes(vi, [...list, showtime("6", "2026-11-22T08:00:00Z", "song-han", "2D", "Phụ đề", "anh-trang")], "film");
    expect(groups.map((g) => [g.name, g.lang, g.film?.age])).toEqual([
      ["Ánh Trăng", undefined, "T13"],
      ["Lật Mặt", undefined, "T13"],
    ]);
  });

  it("on an English page: a film by its English name when it has one, else its own marked Vietnamese; versions in English", () => {
    const groups = groupShowtimes(en, [...list, showtime("6", "2026-11-22T08:00:00Z", "song-han", "2D", "Phụ đề", "anh-trang")], "film");
    expect(groups.map((g) => [g.name, g.lang])).toEqual([
      ["Lật Mặt", "vi"],
      ["Moonlight", undefined],
    ]);
    const byCinema = groupShowtimes(en, list, "cinema");
    expect(byCinema.map((g) => [g.name, g.lang])).toEqual([
      ["HanCine Bà Triệu", "vi"],
      ["HanCine Sông Hàn", "vi"],
    ]);
    expect(byCinema[1]!.formats.map((f) => f.label)).toEqual([
      "2D · Dubbed in Vietnamese",
      "2D · Original sound, Vietnamese subtitles",
      "IMAX · Original sound, Vietnamese subtitles",
    ]);
  });

  it("keeps the showtimes of one day in Vietnam's zone", () => {
    const late = showtime("7", "2026-11-22T17:30:00Z", "song-han"); // 00:30 on 23/11 in Vietnam
    expect(onDay([...list, late], "2026-11-22").map((s) => s.id)).toEqual(["3", "1", "2", "4", "5"]);
    expect(onDay([...list, late], "2026-11-23").map((s) => s.id)).toEqual(["7"]);
  });
});

describe("seats left on a showtime", () => {
  it("says 'Hết vé' at none, warns 'Sắp hết vé' with the count when few are left, else gives the count", async () => {
    const { seatsLeftText } = await import("./showtime-list.tsx");
    expect(seatsLeftText(vi.t, 0)).toEqual({ text: "Hết vé", tone: "sold-out" });
    expect(seatsLeftText(vi.t, 3)).toEqual({ text: "Sắp hết vé · còn 3", tone: "few" });
    expect(seatsLeftText(vi.t, 20).tone).toBe("few");
    expect(seatsLeftText(vi.t, 21)).toEqual({ text: "còn 21 ghế", tone: "plenty" });
    expect(seatsLeftText(en.t, 0).text).toBe("Sold out");
    expect(seatsLeftText(en.t, 1).text).toBe("Almost full · 1 left");
    expect(seatsLeftText(en.t, 21).text).toBe("21 seats left");
  });
});

describe("filtering showtimes", () => {
  it("sorts a start time into a part of the day by Vietnam's clock, midnight shows being late ones", async () => {
    const { dayPartOf } = await import("./showtime-filters.ts");
    // 04:59 UTC is 11:59 in Vietnam; 05:00 UTC is 12:00.
    expect(dayPartOf("2026-11-24T04:59:00Z")).toBe("sang");
    expect(dayPartOf("2026-11-24T05:00:00Z")).toBe("chieu");
    expect(dayPartOf("2026-11-24T11:00:00Z")).toBe("toi");
    expect(dayPartOf("2026-11-24T15:00:00Z")).toBe("khuya");
    expect(dayPartOf("2026-11-24T17:30:00Z")).toBe("khuya");
    expect(dayPartOf("2026-11-24T01:00:00Z")).toBe("sang");
  });

  it("keeps the showtimes matching every chosen filter, and offers only formats and languages that exist", async () => {
    const { filterChoices, filterShowtimes, NO_FILTER } = await import("./showtime-filters.ts");
    const shows = [
      showtime("a", "2026-11-24T02:00:00Z", "rap-1", "2D", "Phụ đề"),
      showtime("b", "2026-11-24T12:30:00Z", "rap-1", "IMAX", "Phụ đề"),
      showtime("c", "2026-11-24T13:00:00Z", "rap-2", "2D", "Lồng tiếng"),
    ];
    expect(filterShowtimes(shows, NO_FILTER).map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(filterShowtimes(shows, { ...NO_FILTER, format: "2D" }).map((s) => s.id)).toEqual(["a", "c"]);
    expect(filterShowtimes(shows, { format: "2D", language: "Lồng tiếng", part: "toi", accessibility: null }).map((s) => s.id)).toEqual(["c"]);
    expect(filterShowtimes(shows, { ...NO_FILTER, part: "chieu" })).toEqual([]);
    expect(filterChoices(shows)).toEqual({ formats: ["2D", "IMAX"], languages: ["Lồng tiếng", "Phụ đề"], accessibility: [] });
  });

  it("keeps the showtimes with the chosen accessibility feature, and offers only features some showtime has", async () => {
    const { filterChoices, filterShowtimes, NO_FILTER } = await import("./showtime-filters.ts");
    const shows = [
      showtime("a", "2026-11-24T02:00:00Z", "rap-1", "2D", "Phụ đề", "lat-mat", ["audio_description", "hoh_subtitles"]),
      showtime("b", "2026-11-24T12:30:00Z", "rap-1", "2D", "Phụ đề", "lat-mat", ["sensory_friendly"]),
      showtime("c", "2026-11-24T13:00:00Z", "rap-2"),
    ];
    expect(filterShowtimes(shows, { ...NO_FILTER, accessibility: "hoh_subtitles" }).map((s) => s.id)).toEqual(["a"]);
    expect(filterShowtimes(shows, { ...NO_FILTER, accessibility: "sensory_friendly" }).map((s) => s.id)).toEqual(["b"]);
    expect(filterChoices(shows).accessibility).toEqual(["audio_description", "hoh_subtitles", "sensory_friendly"]);
  });
});
