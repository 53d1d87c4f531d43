import { describe, expect, it } from "vitest";
import { trailerSource } from "./trailer-source.ts";

describe("trailerSource", () => {
  it("plays YouTube links of every usual shape through youtube-nocookie.com", () => {
    const embed = { kind: "embed", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0" };
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(trailerSource(url), url).toEqual(embed);
    }
  });

  it("plays Vimeo links through the player without tracking", () => {
    const embed = { kind: "embed", src: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1" };
    expect(trailerSource("https://vimeo.com/76979871")).toEqual(embed);
    expect(trailerSource("https://player.vimeo.com/video/76979871")).toEqual(embed);
  });

  it("plays our own uploaded video with its captions beside it", () => {
    expect(trailerSource("/media/0123456789abcdef.webm")).toEqual({
      kind: "video",
      src: "/media/0123456789abcdef.webm",
      captions: "/media/0123456789abcdef.vtt",
    });
  });

  it("plays nothing from other sites, other schemes or look-alike hosts", () => {
    for (const url of [
      null,
      "",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://www.youtube.com/watch?v=<script>",
      "https://vimeo.com/channels/staffpicks",
      "/media/../secret.webm",
    ]) {
      expect(trailerSource(url), String(url)).toBeNull();
    }
  });
});
