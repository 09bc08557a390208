import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { htmlToText } from "@/lib/sanitize";
import { seedDemoContent } from "@/prisma/demo-content";
import { createList } from "@/tests/support/integration/fixtures";

const SEARCH_PREVIEW_LENGTH = 200;

/** The preview as the site's own text conversion makes it. */
function expectedPreview(html: string): string {
  const text = htmlToText(html);
  return text.length > SEARCH_PREVIEW_LENGTH ? `${text.slice(0, SEARCH_PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

describe("the stored preview of a list", () => {
  it("is the body's text as the site converts it, cut at 200 characters, for every list of the demo content", async () => {
    await seedDemoContent(db);
    const lists = await db.contentList.findMany({ select: { slug: true, content: true, preview: true } });
    expect(lists.length).toBeGreaterThan(40);
    for (const list of lists) expect(list.preview, list.slug).toBe(expectedPreview(list.content));
  });

  it("decodes entities once, drops tags and leaves a space where a block ends", async () => {
    const list = await createList({
      content: "<h2>Tom &amp; Jerry&#39;s caf&#xe9;</h2><ul><li>one</li><li>two<br>three</li></ul><p>&amp;lt;not a tag&amp;gt; <em>in</em>line</p>",
    });
    expect(list.preview).toBe("Tom & Jerry's café one two three &lt;not a tag&gt; inline");
    expect(list.preview).toBe(expectedPreview(list.content));
  });
});
