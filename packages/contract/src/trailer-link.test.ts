import { describe, expect, it } from "vitest";
import { embedTrailerUrl, ownTrailerMediaId } from "./trailer-link.ts";

describe("embedTrailerUrl", () => {
  it("turns every usual YouTube link into the privacy-enhanced embed", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "youtu.be/dQw4w9WgXcQ",
      " https://youtu.be/dQw4w9WgXcQ?si=abc ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(embedTrailerUrl(link), link).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    }
  });

  it("turns Vimeo links into its player", () => {
    expect(embedTrailerUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(embedTrailerUrl("https://player.vimeo.com/video/76979871?h=abc")).toBe("https://player.vimeo.com/video/76979871");
  });

  it("keeps our own uploaded trailer, and refuses everything else", () => {
    expect(embedTrailerUrl("/media/0123456789abcdef.webm")).toBe("/media/0123456789abcdef.webm");
    expect(ownTrailerMediaId("/media/0123456789abcdef.mp4")).toBe("0123456789abcdef");
    for (const link of [
      "",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/results?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=<script>",
      "https://vimeo.com/channels/staffpicks",
      "/media/../secret.webm",
    ]) {
      expect(embedTrailerUrl(link), link).toBeNull();
    }
  });
});
