// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipProvider, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/components/ui/tooltip";

function Controls() {
  return (
    <TooltipProvider>
      <Tooltip label="Add to favorites">
        <button type="button" aria-label="Add Packing List to favorites">
          ♥
        </button>
      </Tooltip>
      <Tooltip label="Notifications">
        <button type="button" aria-label="Notifications">
          🔔
        </button>
      </Tooltip>
    </TooltipProvider>
  );
}

// jsdom has no ResizeObserver; the tooltip measures its trigger with one (Chromium runs the real thing in the end-to-end tests).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hover = (element: Element) => fireEvent.pointerMove(element, { pointerType: "mouse" });
const tooltip = () => screen.queryByRole("tooltip");

describe("tooltips on icon-only controls", () => {
  it("open after 700 ms of hovering, not before", () => {
    render(<Controls />);
    hover(screen.getByRole("button", { name: "Add Packing List to favorites" }));
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(tooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(tooltip()).toHaveTextContent("Add to favorites");
  });

  it("open at once on keyboard focus", () => {
    render(<Controls />);
    act(() => screen.getByRole("button", { name: "Notifications" }).focus());
    expect(tooltip()).toHaveTextContent("Notifications");
  });

  it("skip the delay when the pointer moves to the next control within 300 ms", () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    render(<Controls />);
    const heart = screen.getByRole("button", { name: "Add Packing List to favorites" });
    hover(heart);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS + 10));
    // React reads a pointer leaving from the pointerout event.
    fireEvent.pointerOut(heart, { pointerType: "mouse", relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(100));
    hover(screen.getByRole("button", { name: "Notifications" }));
    expect(tooltip()).toHaveTextContent("Notifications");
  });
});
