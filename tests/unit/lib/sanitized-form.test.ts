import { describe, expect, it } from "vitest";
import { seedLists } from "@/prisma/seed-data/lists";
import { sanitizeRichText } from "@/lib/sanitize";
import { isInSanitizedForm } from "@/lib/sanitized-form";

// The contract: isInSanitizedForm(html) only when sanitizeRichText(html) === html, so a body that passes
// can be sent as it is. Checked on real bodies, hostile fragments, and thousands of random mutations.
const sanitizedBodies = seedLists.map((list) => sanitizeRichText(list.content));

const HOSTILE = [
  "<script>alert(1)</script>", "<p onclick=\"x()\">", "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"java&#115;cript:x\">x</a>",
  "<a href=\" javascript:x\">x</a>", "<a href=\"JAVASCRIPT:x\">x</a>", "<a href=\"//evil.example/\">x</a>", "<a href=\"https://evil.example/\">x</a>",
  "<a href=\"https://evil.example/\" rel=\"noopener nofollow ugc\">x</a>", "<a href=\"/own\" rel=\"noopener nofollow ugc\">x</a>",
  "<a href=\"/own\" target=\"_blank\">x</a>", "<img src=\"//evil.example/x.png\" />", "<img src=\"data:image/png;base64,AA\" />",
  "<img alt=\"no source\" />", "<img src=\"/ok.png\">", "<br>", "<br />", "<hr />", "</p>", "<p>", "<h1>Title</h1>", "<P>upper</P>",
  "&nbsp;", "&quot;", "&#39;", "&amp;", "&lt;", "<!-- comment -->", "<style>p{}</style>", "<iframe src=\"x\"></iframe>",
  "<ol reversed start=\"3\"><li>a</li></ol>", "<td colspan=\"2\">", "<li>", "<ul><li>a<li>b</ul>", "<p><ul><li>x</li></ul></p>",
  "<table><tr><td>c</td></tr></table>", "<a href=\"mailto:a@example.com\">m</a>", "<a href=\"#top\" title=\"T &quot;q&quot;\">t</a>",
  "<span style=\"color:red\">s</span>", "<code>&lt;b&gt;</code>", "\"quoted\" 'single' > stray", "<a href=\"/x\">unclosed",
  "<dl><dt>a</dt><dd>b</dd></dl>", "<pre><code>x</code></pre>", "<blockquote>q</blockquote>", "<figure><img src=\"/a.png\" alt=\"a\" /><figcaption>c</figcaption></figure>",
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("isInSanitizedForm", () => {
  it("recognises every sanitized demo body, so stored bodies take the fast path", () => {
    for (const body of sanitizedBodies) {
      expect(sanitizeRichText(body)).toBe(body);
      expect(isInSanitizedForm(body)).toBe(true);
    }
  });

  it("refuses unsanitized and hostile HTML", () => {
    for (const list of seedLists) {
      if (sanitizeRichText(list.content) !== list.content) expect(isInSanitizedForm(list.content)).toBe(false);
    }
    for (const fragment of HOSTILE) {
      if (isInSanitizedForm(fragment)) expect(sanitizeRichText(fragment), fragment).toBe(fragment);
    }
    for (const fragment of [HOSTILE[0], HOSTILE[1], HOSTILE[2], HOSTILE[3], HOSTILE[4], HOSTILE[6], HOSTILE[7], HOSTILE[11], HOSTILE[13]]) {
      expect(isInSanitizedForm(fragment), fragment).toBe(false);
    }
  });

  it("accepts only fixed points of the sanitizer, over thousands of random mutations", () => {
    const next = random(20261121);
    let accepted = 0;
    for (let round = 0; round < 6000; round++) {
      let html = sanitizedBodies[Math.floor(next() * sanitizedBodies.length)];
      const mutations = 1 + Math.floor(next() * 3);
      for (let m = 0; m < mutations; m++) {
        const at = Math.floor(next() * (html.length + 1));
        const kind = next();
        if (kind < 0.45) html = html.slice(0, at) + HOSTILE[Math.floor(next() * HOSTILE.length)] + html.slice(at);
        else if (kind < 0.75) html = html.slice(0, at) + html.slice(at + 1 + Math.floor(next() * 12));
        else html = html.slice(0, at) + "<>&\"'/= \t\n#:"[Math.floor(next() * 14)] + html.slice(at);
      }
      if (isInSanitizedForm(html)) {
        accepted++;
        expect(sanitizeRichText(html), html).toBe(html);
      }
    }
    // The property is only meaningful if some mutations stay acceptable.
    expect(accepted).toBeGreaterThan(500);
  }, 60_000);
});
