// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDismiss } from "@/components/auth/use-dismiss";

afterEach(cleanup);

const setUp = (open: boolean) => {
  const inside = document.body.appendChild(document.createElement("div"));
  const outside = document.body.appendChild(document.createElement("button"));
  const dismiss = vi.fn();
  renderHook(() => useDismiss(open, { current: inside }, dismiss));
  return { inside, outside, dismiss };
};

describe("useDismiss", () => {
  it("closes on a press outside or on Escape, and not on a press inside", () => {
    const { inside, outside, dismiss } = setUp(true);
    inside.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(dismiss).not.toHaveBeenCalled();
    outside.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(dismiss).toHaveBeenLastCalledWith("outside");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(dismiss).toHaveBeenLastCalledWith("escape");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(dismiss).toHaveBeenCalledTimes(2);
  });

  it("listens to nothing while closed", () => {
    const { outside, dismiss } = setUp(false);
    outside.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(dismiss).not.toHaveBeenCalled();
  });
});
