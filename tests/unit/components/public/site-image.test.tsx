import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteImage } from "@/components/public/site-image";

/** The attributes of the markup's <img>, by lower-case name. */
function attributes(html: string): Record<string, string | undefined> {
  const tag = html.match(/<img[^>]*>/)![0];
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1].toLowerCase(), match[2].replace(/&amp;/g, "&")]));
}

describe("SiteImage", () => {
  it("serves an upload in the widths the sizes call for, through the image optimizer, keeping its alt text", () => {
    const image = attributes(renderToStaticMarkup(<SiteImage src="/uploads/abc.jpg" alt="Featured image" width={1200} height={675} sizes="100vw" />));
    expect(image.alt).toBe("Featured image");
    expect(image.width).toBe("1200");
    expect(image.height).toBe("675");
    expect(image.sizes).toBe("100vw");
    expect(image.srcset).toContain("/_next/image?url=%2Fuploads%2Fabc.jpg&w=640&q=75 640w");
    expect(image.loading).toBe("lazy");
    expect(image.decoding).toBe("async");
  });

  it("adds no preload to a picture that is not preloaded", () => {
    expect(renderToStaticMarkup(<SiteImage src="/images/hero.svg" alt="" width={64} height={64} />)).not.toContain("<link");
  });

  it("loads a picture from another host as it is", () => {
    const image = attributes(renderToStaticMarkup(<SiteImage src="https://cdn.example.com/a.jpg" alt="" width={64} height={64} />));
    expect(image.src).toBe("https://cdn.example.com/a.jpg");
    expect(image.srcset).toBeUndefined();
  });

  it("fills its box without layout shift, and a preloaded picture loads eagerly at high priority", () => {
    const html = renderToStaticMarkup(<SiteImage src="/images/hero.svg" alt="" fill preload sizes="50vw" />);
    const image = attributes(html);
    // Placed by a class rather than an inline style repeated in every card of a grid.
    expect(image.style).toBeUndefined();
    expect(image.class?.split(" ")).toContain("image-fill");
    expect(readFileSync("app/globals.css", "utf8")).toMatch(/\.image-fill \{\s*@apply absolute inset-0 h-full w-full/);
    const preload = html.match(/<link rel="preload"[^>]*>/)?.[0];
    expect(preload).toContain('as="image"');
    expect(preload).toContain('href="/images/hero.svg"');
    expect(preload).toContain('fetchPriority="high"');
    expect(image.loading).toBeUndefined();
    expect(image.fetchpriority).toBe("high");
    // Decoded as it is painted, so it shows in the first frame after it arrives.
    expect(image.decoding).toBe("auto");
    // SVG files are served as they are.
    expect(image.src).toBe("/images/hero.svg");
  });
});
