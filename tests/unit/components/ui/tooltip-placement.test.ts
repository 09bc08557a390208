import { describe, expect, it } from "vitest";
import { tooltipPlacement } from "@/components/ui/tooltip-placement";

const viewport = { width: 400, height: 800 };
const size = { width: 120, height: 30 };

describe("where a tooltip goes", () => {
  it("sits centred above the control, its arrow at the control's middle", () => {
    const placed = tooltipPlacement({ top: 300, left: 180, width: 40, height: 40 }, size, viewport, "top");
    expect(placed).toMatchObject({ side: "top", top: 300 - 6 - 30, left: 140 });
    expect(placed.arrow).toMatchObject({ left: 56, bottom: -4 });
  });

  it("goes below a control at the top of the viewport", () => {
    const placed = tooltipPlacement({ top: 10, left: 180, width: 40, height: 40 }, size, viewport, "top");
    expect(placed).toMatchObject({ side: "bottom", top: 56 });
  });

  it("slides inside the viewport near an edge, the arrow still pointing at the control", () => {
    const placed = tooltipPlacement({ top: 300, left: 370, width: 24, height: 24 }, size, viewport, "top");
    expect(placed.left).toBe(400 - 120 - 8);
    expect(placed.left + (placed.arrow.left as number) + 4).toBeCloseTo(382, 0);
  });

  it("places side tooltips beside the control", () => {
    const placed = tooltipPlacement({ top: 300, left: 200, width: 40, height: 40 }, size, viewport, "right");
    expect(placed).toMatchObject({ side: "right", left: 246, top: 305 });
  });
});
