// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_SECTIONS, type AdminSectionId } from "@/lib/auth/admin-sections";

// The badge reads the review queue's counts from the server; the strip's scrolling does not depend on it.
vi.mock("@/components/admin/review/review-count-badge", () => ({ ReviewCountBadge: () => null }));

const { AdminSectionNav } = await import("@/components/admin/admin-section-nav");

// A phone's strip, 390 px wide, with ten tabs of 100 px side by side: jsdom lays nothing out, so each box
// is given by where the strip is scrolled to.
const STRIP_WIDTH = 390;
const TAB_WIDTH = 100;
let scrolledTo = 0;

function box(left: number, width: number): DOMRect {
  return { left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) };
}

beforeEach(() => {
  scrolledTo = 0;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    if (this.tagName === "UL") return box(0, STRIP_WIDTH);
    const index = ADMIN_SECTIONS.findIndex((section) => section.label === this.textContent);
    return box(index * TAB_WIDTH - scrolledTo, TAB_WIDTH);
  });
  HTMLElement.prototype.scrollTo = vi.fn((options?: ScrollToOptions | number) => {
    if (typeof options === "object") scrolledTo = options.left ?? scrolledTo;
  }) as HTMLElement["scrollTo"];
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderNav = (current: AdminSectionId) => render(<AdminSectionNav sections={[...ADMIN_SECTIONS]} current={current} openSection={() => undefined} />);

function isOnScreen(tab: HTMLElement): boolean {
  const { left, right } = tab.getBoundingClientRect();
  return left >= 0 && right <= STRIP_WIDTH;
}

describe("the admin panel's section strip on a narrow screen", () => {
  it("scrolls the open section's tab into view when the section opens", () => {
    renderNav("users");
    expect(isOnScreen(screen.getByRole("link", { name: "Users" }))).toBe(true);
  });

  it("follows the tab of a section opened later", () => {
    const { rerender } = renderNav("dashboard");
    rerender(<AdminSectionNav sections={[...ADMIN_SECTIONS]} current="media" openSection={() => undefined} />);
    expect(isOnScreen(screen.getByRole("link", { name: "Media" }))).toBe(true);
  });

  it("leaves the strip where it is when the open tab already shows", () => {
    renderNav("content");
    expect(HTMLElement.prototype.scrollTo).not.toHaveBeenCalled();
  });
});
