import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DidYouMean } from "@/components/public/did-you-mean";

describe("DidYouMean", () => {
  it("links to the same search with the corrected words, keeping the filters and leaving the page", () => {
    const html = renderToStaticMarkup(
      <DidYouMean suggestion="birthday party" params={{ q: "birteday party", category: "food", verification: undefined, minScore: "80" }} />,
    );
    expect(html).toContain("Did you mean");
    expect(html).toContain('href="/search?q=birthday+party&amp;category=food&amp;minScore=80"');
    expect(html).toMatch(/>birthday party<\/a>\?/);
  });
});
