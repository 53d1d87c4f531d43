import { describe, expect, it } from "vitest";
import { plainTextOf, sanitizeRichText } from "./rich-text.ts";

/** Hostile HTML a browser (or someone posing as one) may send as a promotion or post body (decision 047). */
describe("sanitizeRichText", () => {
  it("keeps what the editor makes: headings, emphasis, lists, quotes, links, our pictures, privacy embeds", () => {
    const html =
      "<h2>Thể lệ</h2><p><strong>Đậm</strong> <em>nghiêng</em> <u>gạch</u></p><ul><li>Một</li></ul><ol><li>Hai</li></ol>" +
      '<blockquote><p>Trích dẫn</p></blockquote><p><a href="/khuyen-mai/dong-gia-45k/">Xem</a></p>' +
      '<img src="/media/0123456789abcdef.webp" alt="Bắp rang">' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://player.vimeo.com/video/76979871"></iframe>';
    const clean = sanitizeRichText(html);
    for (const kept of [
      "<h2>Thể lệ</h2>",
      "<strong>Đậm</strong>",
      "<em>nghiêng</em>",
      "<u>gạch</u>",
      "<ul><li>Một</li></ul>",
      "<blockquote><p>Trích dẫn</p></blockquote>",
      '<a href="/khuyen-mai/dong-gia-45k/">Xem</a>',
    ])
      expect(clean).toContain(kept);
    expect(clean).toContain('<img src="/media/0123456789abcdef.webp" alt="Bắp rang" loading="lazy" />');
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(clean).toContain('src="https://player.vimeo.com/video/76979871"');
  });

  it.each([
    ["a script", "<p>Chào<script>alert(document.cookie)</script></p>", "<p>Chào</p>"],
    ["an event handler", '<p onclick="steal()" onmouseover="x()">Chào</p>', "<p>Chào</p>"],
    [
      "an image's onerror",
      '<img src="/media/0123456789abcdef.webp" onerror="alert(1)" alt="">',
      '<img src="/media/0123456789abcdef.webp" alt="" loading="lazy" />',
    ],
    ["a picture from elsewhere (a tracker)", '<p>a</p><img src="https://tracker.example/pixel.gif">', "<p>a</p>"],
    ["a data: picture", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ""],
    ["a javascript: link", '<a href="javascript:alert(1)">Bấm</a>', "<a>Bấm</a>"],
    ["a javascript: link in mixed case and entities", '<a href="JaVa&#x53;cript&colon;alert(1)">Bấm</a>', "<a>Bấm</a>"],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">Bấm</a>', "<a>Bấm</a>"],
    ["a protocol-relative link", '<a href="//evil.example/">Bấm</a>', "<a>Bấm</a>"],
    ["a plain http link", '<a href="http://evil.example/">Bấm</a>', "<a>Bấm</a>"],
    ["inline style and classes", '<p style="position:fixed;inset:0;background:url(javascript:alert(1))" class="x">Chào</p>', "<p>Chào</p>"],
    ["a style element", "<style>body{display:none}</style><p>Chào</p>", "<p>Chào</p>"],
    ["an iframe from elsewhere", '<iframe src="https://evil.example/embed"></iframe>', ""],
    ["YouTube's cookie-setting player", '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', ""],
    ["a YouTube look-alike host", '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ"></iframe>', ""],
    ["an embed with extra parameters", '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&origin=javascript:x"></iframe>', ""],
    [
      "an iframe with srcdoc",
      '<iframe srcdoc="<script>alert(1)</script>" src="https://player.vimeo.com/video/1"></iframe>',
      '<iframe src="https://player.vimeo.com/video/1" title="Video" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen loading="lazy"></iframe>',
    ],
    ["an SVG with onload", '<svg onload="alert(1)"><circle r="5"></circle></svg><p>Chào</p>', "<p>Chào</p>"],
    ["a script inside SVG", "<svg><script>alert(1)</script><text>x</text></svg>", ""],
    ["SVG's use with a javascript: href", '<svg><use href="javascript:alert(1)"></use></svg>', ""],
    ["MathML with a javascript: link", '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ""],
    ["a form posting elsewhere", '<form action="https://evil.example"><input name="password"><button>Gửi</button></form>', "Gửi"],
    ["object and embed", '<object data="evil.swf"></object><embed src="evil.swf">', ""],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">', ""],
    ["a base element", '<base href="https://evil.example/"><a href="/x">x</a>', '<a href="/x">x</a>'],
    ["an unclosed comment trick", "<!--<img src=x onerror=alert(1)>--><p>Chào</p>", "<p>Chào</p>"],
    ["a noscript mutation (mXSS)", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
  ])("removes %s", (_what, hostile, expected) => {
    expect(sanitizeRichText(hostile)).toBe(expected);
  });

  it("never lets an event handler, script, style or javascript: through, whatever the nesting", () => {
    const hostile = '<div><p><a href="/ok" onclick="x"><img src=x onerror=y><script>z</script></a></p><style>p{}</style><svg><g onload=q></g></svg></div>';
    const clean = sanitizeRichText(hostile);
    expect(clean).not.toMatch(/on[a-z]+=|<script|<style|<svg|javascript:/i);
  });

  it("reads the text of a body, to tell an empty one", () => {
    expect(plainTextOf("<p> </p><script>alert(1)</script>")).toBe("");
    expect(plainTextOf("<h2>Thể lệ</h2><p>Nhập mã</p>")).toBe("Thể lệNhập mã");
  });
});
