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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
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

  it("describe the control while open, and close on Escape", () => {
    render(<Controls />);
    const bell = screen.getByRole("button", { name: "Notifications" });
    act(() => bell.focus());
    expect(bell).toHaveAttribute("aria-describedby", tooltip()!.id);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(tooltip()).toBeNull();
    expect(bell).not.toHaveAttribute("aria-describedby");
  });

  it("stay open while the pointer moves onto them, and close once it leaves both", () => {
    render(<Controls />);
    const heart = screen.getByRole("button", { name: "Add Packing List to favorites" });
    hover(heart);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS + 10));
    fireEvent.pointerOut(heart, { pointerType: "mouse", relatedTarget: tooltip() });
    fireEvent.pointerOver(tooltip()!, { pointerType: "mouse", relatedTarget: heart });
    act(() => vi.advanceTimersByTime(500));
    expect(tooltip()).toHaveTextContent("Add to favorites");
    fireEvent.pointerOut(tooltip()!, { pointerType: "mouse", relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(500));
    expect(tooltip()).toBeNull();
  });

  it("do not open when the pointer leaves before the delay, nor on touch, nor on the focus a click gives", () => {
    render(<Controls />);
    const heart = screen.getByRole("button", { name: "Add Packing List to favorites" });
    hover(heart);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerOut(heart, { pointerType: "mouse", relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(tooltip()).toBeNull();

    fireEvent.pointerMove(heart, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 2));
    expect(tooltip()).toBeNull();

    fireEvent.pointerDown(heart, { pointerType: "mouse" });
    act(() => heart.focus());
    expect(tooltip()).toBeNull();
  });

  it("close when the page scrolls and when focus leaves", () => {
    render(<Controls />);
    const bell = screen.getByRole("button", { name: "Notifications" });
    act(() => bell.focus());
    fireEvent.scroll(window);
    expect(tooltip()).toBeNull();
    act(() => bell.blur());
    act(() => bell.focus());
    expect(tooltip()).toHaveTextContent("Notifications");
    act(() => bell.blur());
    expect(tooltip()).toBeNull();
  });
});
