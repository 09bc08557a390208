// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_LINKS, INTENT_LINKS } from "@/components/public/intent-mark";

const push = vi.fn();
const prefetch = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch }) }));

const { IntentPrefetchLink } = await import("@/components/public/intent-prefetch-link");
const { IntentNavigation } = await import("@/components/public/intent-navigation");

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
});
afterEach(() => cleanup());

function renderLink(props: Record<string, string> = {}) {
  render(
    <>
      <IntentNavigation />
      <IntentPrefetchLink href="/topics/travel" className="topic" {...props}>
        <span>Travel</span>
      </IntentPrefetchLink>
    </>,
  );
  return screen.getByRole("link", { name: "Travel" });
}

describe("links that prefetch on intent", () => {
  it("are plain anchors to their address, so they work without JavaScript", () => {
    const link = renderLink();
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/topics/travel");
    expect(link.className).toBe("topic");
  });

  it("prefetch nothing until the pointer is over one, then its page, once however it moves inside", () => {
    const link = renderLink();
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseOver(link.firstElementChild!, { relatedTarget: document.body });
    fireEvent.mouseOver(link, { relatedTarget: link.firstElementChild });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith("/topics/travel");
  });

  it("prefetch on keyboard focus and on a touch", () => {
    const link = renderLink();
    fireEvent.focusIn(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it("open their page on the client on a plain click", () => {
    const link = renderLink();
    const followed = fireEvent.click(link.firstElementChild!, { button: 0 });
    expect(followed).toBe(false);
    expect(push).toHaveBeenCalledWith("/topics/travel");
  });

  it("leave a click with a modifier key or another button to the browser", () => {
    const link = renderLink();
    for (const modifier of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, { button: 0, ...modifier })).toBe(true);
    }
    expect(push).not.toHaveBeenCalled();
  });

  it("leave a link that opens elsewhere or downloads to the browser", () => {
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

  it("include every link inside a marked list, and no unmarked link", () => {
    render(
      <>
        <IntentNavigation />
        <ul {...INTENT_LINKS}>
          <li>
            <a href="/topics/food">Food</a>
          </li>
        </ul>
        <a href="/submit">Submit</a>
        <a {...INTENT_LINKS} href="https://elsewhere.example/topics/food">
          Elsewhere
        </a>
      </>,
    );
    fireEvent.mouseOver(screen.getByRole("link", { name: "Food" }));
    fireEvent.click(screen.getByRole("link", { name: "Food" }), { button: 0 });
    for (const name of ["Submit", "Elsewhere"]) {
      fireEvent.mouseOver(screen.getByRole("link", { name }));
      expect(fireEvent.click(screen.getByRole("link", { name }), { button: 0 })).toBe(true);
    }
    expect(prefetch.mock.calls).toEqual([["/topics/food"]]);
    expect(push.mock.calls).toEqual([["/topics/food"]]);
  });

  it("open a link marked for the client only on the client, and never prefetch it", () => {
    render(
      <>
        <IntentNavigation />
        <a {...CLIENT_LINKS} href="/submit">
          Submit a List
        </a>
      </>,
    );
    const link = screen.getByRole("link", { name: "Submit a List" });
    fireEvent.mouseOver(link);
    fireEvent.focusIn(link);
    fireEvent.touchStart(link);
    expect(prefetch).not.toHaveBeenCalled();
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(push).toHaveBeenCalledWith("/submit");
  });
});
