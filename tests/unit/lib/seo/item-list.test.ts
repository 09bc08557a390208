import { describe, expect, it } from "vitest";
import { ITEM_LIST_LIMIT, itemListJsonLd, simpleListItems } from "@/lib/seo/item-list";
import { sanitizeRichText } from "@/lib/sanitize";

describe("simpleListItems", () => {
  it("reads the text of each item, the sanitizer's escapes decoded", () => {
    expect(simpleListItems(sanitizeRichText("<ol><li>Check <strong>passport</strong></li><li>Pack &amp; go &lt;now&gt; &#8212; &#x2713; &nbsp;&quot;</li></ol>"))).toEqual([
      "Check passport",
      'Pack & go <now> — ✓ "',
    ]);
  });

  it("reads what the sanitizer wrote: a < typed into an item is text, not a tag", () => {
    expect(simpleListItems(sanitizeRichText('<ul><li>Keep x < 3 & y > 2</li><li><a href="/a" title="a > b">Link</a> text</li></ul>'))).toEqual([
      "Keep x < 3 & y > 2",
      "Link text",
    ]);
  });

  it("separates blocks inside an item with a space", () => {
    expect(simpleListItems("<ul><li><p>First</p><p>Second</p></li><li>One<br>Two</li><li><table><tr><td>A</td><td>B</td></tr></table></li></ul>")).toEqual(["First Second", "One Two", "A B"]);
  });

  it("gives up on nested lists, whose items would be ambiguous", () => {
    expect(simpleListItems("<ul><li>Clothes<ul><li>Socks</li></ul></li></ul>")).toBeNull();
  });

  it("returns null for a body without items or with empty items only", () => {
    expect(simpleListItems("<p>Just prose.</p>")).toBeNull();
    expect(simpleListItems("<ul><li> </li></ul>")).toBeNull();
  });

  it(`keeps the first ${ITEM_LIST_LIMIT} items of a longer list`, () => {
    const body = `<ol>${Array.from({ length: ITEM_LIST_LIMIT + 5 }, (_, index) => `<li>Item ${index + 1}</li>`).join("")}</ol>`;
    const items = simpleListItems(body)!;
    expect(items).toHaveLength(ITEM_LIST_LIMIT);
    expect(items.at(-1)).toBe(`Item ${ITEM_LIST_LIMIT}`);
  });
});

describe("itemListJsonLd", () => {
  it("lists the items of a list in order", () => {
    const data = itemListJsonLd("Packing List", "https://lists.example/lists/packing-list", ["Passport", "Charger"]);
    expect(data).toMatchObject({ "@type": "ItemList", name: "Packing List", url: "https://lists.example/lists/packing-list", numberOfItems: 2 });
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Passport" },
      { "@type": "ListItem", position: 2, name: "Charger" },
    ]);
  });
});
