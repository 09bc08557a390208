// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const push = vi.fn();
const prefetch = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch }) }));

const { IntentPrefetchLink } = await import("@/components/public/intent-prefetch-link");

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
});
afterEach(() => cleanup());

function renderLink(props: Record<string, string> = {}) {
  render(
    <IntentPrefetchLink href="/topics/travel" className="topic" {...props}>
      Travel
    </IntentPrefetchLink>,
  );
  return screen.getByRole("link", { name: "Travel" });
}

describe("IntentPrefetchLink", () => {
  it("is a plain anchor to its address, so it works without JavaScript", () => {
    const link = renderLink();
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/topics/travel");
    expect(link.className).toBe("topic");
  });

  it("prefetches nothing until the pointer is over it, then its page", () => {
    const link = renderLink();
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenCalledWith("/topics/travel");
  });

  it("prefetches on keyboard focus and on a touch", () => {
    const link = renderLink();
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it("opens its page on the client on a plain click", () => {
    const link = renderLink();
    const followed = fireEvent.click(link, { button: 0 });
    expect(followed).toBe(false);
    expect(push).toHaveBeenCalledWith("/topics/travel");
  });

  it("leaves a click with a modifier key or another button to the browser", () => {
    const link = renderLink();
    for (const modifier of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, { button: 0, ...modifier })).toBe(true);
    }
    expect(push).not.toHaveBeenCalled();
  });

  it("leaves a link that opens elsewhere or downloads to the browser", () => {
    renderLink({ target: "_blank" });
    render(
      <IntentPrefetchLink href="/export.csv" download="">
        Export
      </IntentPrefetchLink>,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "Travel" }), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Export" }), { button: 0 })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });
});
