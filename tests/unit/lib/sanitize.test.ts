import { afterEach, describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichText } from "@/lib/sanitize";

afterEach(() => {
  delete process.env.SITE_URL;
});

describe("sanitizeRichText", () => {
  it("keeps the formatting editors use", () => {
    const html =
      "<h2>Before</h2><p>Pack <strong>light</strong> and <em>early</em>.</p><ol><li>One</li></ol><ul><li>Two</li></ul>" +
      "<blockquote>Tip</blockquote><pre><code>x</code></pre><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const dirty = `<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>`;
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });

  it("marks outside links noopener nofollow ugc and leaves our own links alone", () => {
    process.env.SITE_URL = "https://lists.example.com";
    expect(sanitizeRichText('<a href="https://example.org/guide" target="_blank">Guide</a>')).toBe(
      '<a href="https://example.org/guide" rel="noopener nofollow ugc">Guide</a>',
    );
    expect(sanitizeRichText('<a href="/topics/travel">Travel</a>')).toBe('<a href="/topics/travel">Travel</a>');
    expect(sanitizeRichText('<a href="https://lists.example.com/trending">T</a>')).toBe('<a href="https://lists.example.com/trending">T</a>');
  });

  it("keeps images with http(s) sources only and turns h1 into a section heading", () => {
    expect(sanitizeRichText('<img src="https://example.org/a.png" alt="A">')).toBe('<img src="https://example.org/a.png" alt="A" />');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="B">')).toBe("");
    expect(sanitizeRichText("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText("")).toBe("");
  });
});

describe("htmlToText", () => {
  it("separates blocks, decodes entities and collapses whitespace", () => {
    expect(htmlToText("<h2>Plan</h2><ul><li>Book &amp; pay</li><li>Pack&nbsp;bags</li></ul><p>It&#39;s &lt;easy&gt;</p>")).toBe(
      "Plan Book & pay Pack bags It's <easy>",
    );
  });
});
