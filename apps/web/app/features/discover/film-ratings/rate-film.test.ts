import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { rateFilmSchema } from "@hancine/contract/film-ratings";
import { rateFilmFormSchema } from "./rate-film.ts";

function submitted(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ slug: "lat-mat-8", ...fields })) data.set(name, value);
  return parseWithZod(data, { schema: rateFilmFormSchema });
}

describe("the rating form", () => {
  it("sends the score chosen and the review as the contract keeps it, for its film", () => {
    const submission = submitted({ score: "9", review: "  Hay lắm.\r\n\r\n\r\nNên xem.  " });
    expect(submission.status === "success" && submission.value).toEqual({ slug: "lat-mat-8", score: 9, review: "Hay lắm.\n\nNên xem." });
    const { slug: _film, ...body } = submission.status === "success" ? submission.value : { slug: "" };
    expect(rateFilmSchema.safeParse(body).success).toBe(true);
  });

  it("leaves the review out when empty: an empty review, not a refusal", () => {
    const submission = submitted({ score: "7", review: "" });
    expect(submission.status === "success" && submission.value).toEqual({ slug: "lat-mat-8", score: 7, review: "" });
  });

  it("without a score, asks for one in the contract's words", () => {
    expect(submitted({ review: "Hay." }).reply().error).toEqual({ score: ["Bạn hãy chọn số điểm từ 1 đến 10."] });
  });
});
