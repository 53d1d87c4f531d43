import { describe, expect, it } from "vitest";
import { filmInputSchema } from "@hancine/contract/back-office-films";
import { bodyOf, changesOf, EMPTY_DRAFT, filmChangesForm, newFilmForm, previewOf, type FilmDraft } from "./film-draft.ts";

const draft: FilmDraft = {
  ...EMPTY_DRAFT,
  name: "Lật Mặt 9",
  synopsis: "Một gia đình miền Tây đối mặt với cơn lũ lớn nhất trong ba mươi năm.",
  durationMinutes: "128",
  age: "T13",
  releaseDate: "30/04/2027",
  genres: ["hanh-dong"],
  directors: ["Lý Hải"],
  formats: ["2D", "IMAX"],
  poster: { mediaId: "0123456789abcdef", url: "/media/0123456789abcdef.webp", placeholder: null },
  trailerUrl: "https://youtu.be/dQw4w9WgXcQ",
};

describe("the film editor's draft", () => {
  it("becomes a body the contract accepts, dates read as dd/MM/yyyy", () => {
    const parsed = filmInputSchema.parse(bodyOf(draft));
    expect(parsed).toMatchObject({
      releaseDate: "2027-04-30",
      endDate: null,
      durationMinutes: 128,
      trailerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
  });

  it("leaves blank required fields out, so the contract names them", () => {
    const result = filmInputSchema.safeParse(bodyOf(EMPTY_DRAFT));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "durationMinutes", "age", "releaseDate", "genres", "posterMediaId"]));
  });

  it("reads the form as the API's film: the duration typed as minutes, days as dd/MM/yyyy, blanks as none", () => {
    const film = newFilmForm.parse({
      name: "Lật Mặt 9",
      slug: "",
      originalName: "",
      synopsis: draft.synopsis,
      durationMinutes: "128",
      age: "T13",
      releaseDate: "30/04/2027",
      endDate: "",
      genres: "hanh-dong",
      directors: ["Lý Hải"],
      trailerUrl: "https://youtu.be/dQw4w9WgXcQ",
      formats: ["IMAX", "2D"],
      posterMediaId: "0123456789abcdef",
      backdropMediaId: "",
      distributor: "",
      country: "Việt Nam",
    });
    expect(film).toMatchObject({
      slug: null,
      originalName: null,
      durationMinutes: 128,
      releaseDate: "2027-04-30",
      endDate: null,
      genres: ["hanh-dong"],
      cast: [],
      formats: ["2D", "IMAX"],
      backdropMediaId: null,
      trailerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
  });

  it("an empty form names what the film must have, in the contract's words; a record emptied of them too", () => {
    for (const schema of [newFilmForm, filmChangesForm]) {
      const checked = schema.safeParse({ name: "", durationMinutes: "1 tiếng", country: "Việt Nam" });
      const said = Object.fromEntries(checked.error!.issues.toReversed().map((issue) => [issue.path.join("."), issue.message]));
      expect(said).toMatchObject({
        name: "Vui lòng nhập tên phim.",
        durationMinutes: "Thời lượng phải là một số phút.",
        age: "Hãy chọn phân loại độ tuổi: P, K, T13, T16 hoặc T18.",
        releaseDate: "Vui lòng nhập ngày khởi chiếu.",
        genres: "Hãy chọn ít nhất một thể loại.",
        posterMediaId: "Hãy tải lên poster của phim.",
      });
    }
  });

  it("sends only what changed; an emptied required field as null, a cleared slug as null", () => {
    const saved = { ...draft, slug: "lat-mat-9" };
    expect(changesOf(saved, saved)).toEqual({});
    expect(changesOf(saved, { ...saved, durationMinutes: "130", cast: ["Huy Khánh"] })).toEqual({ durationMinutes: 130, cast: ["Huy Khánh"] });
    expect(changesOf(saved, { ...saved, durationMinutes: "", slug: "" })).toEqual({ durationMinutes: null, slug: null });
  });

  it("previews what the public will see: genre names, the embed, the poster or a stand-in", () => {
    const { card, header } = previewOf(draft, new Map([["hanh-dong", "Hành động"]]));
    expect(card).toMatchObject({
      name: "Lật Mặt 9",
      imagePortrait: "/media/0123456789abcdef.webp",
      trailerUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(header).toMatchObject({ genres: ["Hành động"], releaseDate: "2027-04-30", duration: 128, directors: [{ slug: "Lý Hải", name: "Lý Hải" }] });
    expect(previewOf(EMPTY_DRAFT, new Map()).card.imagePortrait).toMatch(/^data:image\/svg\+xml,/);
  });
});
