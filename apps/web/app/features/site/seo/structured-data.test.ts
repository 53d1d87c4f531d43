import { describe, expect, it } from "vitest";
import { type MovieFacts, movieJsonLd, movieTheaterJsonLd, type TheaterFacts } from "./structured-data.ts";

const film: MovieFacts = {
  slug: "song-han-khong-ngu",
  name: "Sông Hàn Không Ngủ",
  originalName: null,
  imagePortrait: "/media/0123456789abcdef.svg",
  synopsis: "Một đêm ở Đà Nẵng.",
  duration: 118,
  releaseDate: "2026-11-06",
  genres: ["Tâm lý", "Lãng mạn"],
  age: "T13",
  country: "Việt Nam",
  directors: [{ slug: "le-minh-khoi", name: "Lê Minh Khôi" }],
  cast: [{ slug: "tran-bao-ngoc", name: "Trần Bảo Ngọc" }],
};

describe("schema.org JSON-LD", () => {
  it("describes a film as a Movie: ISO 8601 duration, people as Persons, the poster as its share card", () => {
    expect(movieJsonLd(film, "https://hancine.vn")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Movie",
      name: "Sông Hàn Không Ngủ",
      url: "https://hancine.vn/movies/song-han-khong-ngu",
      duration: "PT118M",
      datePublished: "2026-11-06",
      image: "https://hancine.vn/media/share/0123456789abcdef.jpg",
      director: [{ "@type": "Person", name: "Lê Minh Khôi" }],
      actor: [{ "@type": "Person", name: "Trần Bảo Ngọc" }],
      contentRating: "T13",
    });
  });

  it("describes a cinema as a MovieTheater whose events are its ScreeningEvents, each at its own time and booking page", () => {
    const cinema: TheaterFacts = {
      slug: "hancine-da-nang",
      name: "HanCine Đà Nẵng",
      address: "68 Bạch Đằng",
      cityName: "Đà Nẵng",
      phone: "0236 000 000",
      location: null,
      auditoriums: [
        { name: "Phòng 1", seats: 120, formats: ["2D"] },
        { name: "Phòng 2", seats: 96, formats: ["2D", "IMAX"] },
      ],
    };
    const showtime = {
      id: "s-1",
      startsAt: "2026-11-23T19:30:00+07:00",
      format: "IMAX",
      language: "Phụ đề",
      film: { slug: film.slug, name: film.name, age: "T13" },
      cinema: { slug: cinema.slug, name: cinema.name },
      seatsLeft: 90,
      accessibilityFeatures: [],
    };
    const described = { ...showtime, id: "s-2", format: "2D", accessibilityFeatures: ["audio_description", "hoh_subtitles", "sensory_friendly"] };
    const place = movieTheaterJsonLd(cinema, [showtime as never, described as never], "https://hancine.vn");
    expect(place).toMatchObject({
      "@type": "MovieTheater",
      name: "HanCine Đà Nẵng",
      screenCount: 2,
      address: { "@type": "PostalAddress", addressCountry: "VN" },
    });
    expect((place as { event?: unknown }).event).toEqual([
      expect.objectContaining({
        "@type": "ScreeningEvent",
        name: "Sông Hàn Không Ngủ",
        startDate: "2026-11-23T19:30:00+07:00",
        videoFormat: "IMAX",
        url: "https://hancine.vn/booking/s-1",
        workPresented: { "@type": "Movie", name: "Sông Hàn Không Ngủ", url: "https://hancine.vn/movies/song-han-khong-ngu" },
      }),
      // An audio-described screening with captions: the W3C accessibility vocabulary's words, on the work it presents.
      expect.objectContaining({
        "@type": "ScreeningEvent",
        url: "https://hancine.vn/booking/s-2",
        workPresented: {
          "@type": "Movie",
          name: "Sông Hàn Không Ngủ",
          url: "https://hancine.vn/movies/song-han-khong-ngu",
          accessibilityFeature: ["audioDescription", "openCaptions", "sensoryFriendly"],
        },
      }),
    ]);
  });
});
