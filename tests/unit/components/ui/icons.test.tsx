// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HeartIcon, SearchIcon } from "@/components/ui/icons";

afterEach(cleanup);

const svgOf = (container: HTMLElement) => container.querySelector("svg")!;

describe("line icons", () => {
  it("take their stroke from the icon class, keep the caller's size, and stay hidden from assistive technology", () => {
    const svg = svgOf(render(<SearchIcon className="h-4 w-4" />).container);
    expect(svg.getAttribute("class")).toBe("icon h-4 w-4");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    for (const attribute of ["fill", "stroke", "stroke-width"]) expect(svg.hasAttribute(attribute)).toBe(false);
  });

  it("get the default size when the caller gives none", () => {
    expect(svgOf(render(<SearchIcon />).container).getAttribute("class")).toBe("icon h-5 w-5");
  });

  it("fill the heart only when it is filled", () => {
    expect(svgOf(render(<HeartIcon filled className="h-4 w-4" />).container).classList).toContain("fill-current");
    cleanup();
    expect(svgOf(render(<HeartIcon className="h-4 w-4" />).container).classList).not.toContain("fill-current");
  });
});
