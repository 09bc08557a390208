import { describe, expect, it } from "vitest";
import { insertAtCursor, listFromSelection, wrapSelection } from "@/components/admin/content/html-formatting";

describe("formatting an HTML body in a textarea", () => {
  it("wraps the selection and keeps the wrapped text selected", () => {
    const edit = wrapSelection({ value: "Plant bulbs now", start: 6, end: 11 }, "<strong>", "</strong>");
    expect(edit.value).toBe("Plant <strong>bulbs</strong> now");
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe("bulbs");
  });

  it("inserts a placeholder between the tags when nothing is selected", () => {
    const edit = wrapSelection({ value: "ab", start: 1, end: 1 }, "<h2>", "</h2>", "Heading");
    expect(edit.value).toBe("a<h2>Heading</h2>b");
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe("Heading");
  });

  it("turns each selected non-blank line into a list item", () => {
    const value = "Intro\nTulips\n\n  Daffodils \nEnd";
    const start = value.indexOf("Tulips");
    const end = value.indexOf("\nEnd");
    expect(listFromSelection({ value, start, end }, "ol").value).toBe("Intro\n<ol>\n  <li>Tulips</li>\n  <li>Daffodils</li>\n</ol>\nEnd");
    expect(listFromSelection({ value: "", start: 0, end: 0 }, "ul").value).toBe("<ul>\n  <li>List item</li>\n</ul>");
  });

  it("inserts at the cursor, replacing a selection, with the cursor after the insert", () => {
    const edit = insertAtCursor({ value: "<p>A</p><p>B</p>", start: 8, end: 8 }, '<img src="/u/x.jpg" alt="">');
    expect(edit.value).toBe('<p>A</p><img src="/u/x.jpg" alt=""><p>B</p>');
    expect(edit.selectionStart).toBe(8 + '<img src="/u/x.jpg" alt="">'.length);
  });
});
