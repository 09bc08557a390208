import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListBody } from "@/components/public/list-detail/list-body";

const article = { "@context": "https://schema.org", "@type": "Article", headline: "Packing List" };
const breadcrumb = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] };

function structuredData(html: string): { "@type": string; itemListElement?: { name: string }[] }[] {
  const markup = renderToStaticMarkup(<ListBody html={html} title="Packing List" url="https://lists.example/lists/packing-list" article={article} breadcrumb={breadcrumb} />);
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(markup);
  expect(markup).toContain(`<div class="rich-text">${html}</div>`);
  return JSON.parse(script![1]);
}

describe("ListBody", () => {
  it("renders the body and structured data with the body's items as an ItemList between Article and BreadcrumbList", () => {
    const data = structuredData("<ol><li>Passport</li><li>Charger &amp; cable</li></ol>");
    expect(data.map((block) => block["@type"])).toEqual(["Article", "ItemList", "BreadcrumbList"]);
    expect(data[1].itemListElement!.map((item) => item.name)).toEqual(["Passport", "Charger & cable"]);
  });

  it("leaves the ItemList out when the body has no simple list", () => {
    expect(structuredData("<p>Just prose.</p>").map((block) => block["@type"])).toEqual(["Article", "BreadcrumbList"]);
  });

  it("escapes < in the structured data so an item cannot close the script", () => {
    const markup = renderToStaticMarkup(
      <ListBody html={"<ul><li>&lt;/script&gt;&lt;script&gt;alert(1)</li></ul>"} title="x" url="https://lists.example/lists/x" article={article} breadcrumb={breadcrumb} />,
    );
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(markup)![1];
    expect(script).not.toContain("<");
    expect(JSON.parse(script)[1].itemListElement[0].name).toBe("</script><script>alert(1)");
  });
});
