export type TooltipSide = "top" | "bottom" | "left" | "right";

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}
interface Size {
  width: number;
  height: number;
}

const GAP = 6; // between the control and the tooltip
const PADDING = 8; // kept clear at the viewport's edges
const ARROW = 8;

const OPPOSITE: Record<TooltipSide, TooltipSide> = { top: "bottom", bottom: "top", left: "right", right: "left" };

/**
 * Where a tooltip of `size` goes beside the control at `anchor` (viewport coordinates): on `side` when it
 * fits there, else on the opposite side; slid along that side to stay inside the viewport, its arrow still
 * pointing at the control's middle.
 */
export function tooltipPlacement(anchor: Rect, size: Size, viewport: Size, side: TooltipSide) {
  const room: Record<TooltipSide, number> = {
    top: anchor.top,
    bottom: viewport.height - anchor.top - anchor.height,
    left: anchor.left,
    right: viewport.width - anchor.left - anchor.width,
  };
  const needed = side === "top" || side === "bottom" ? size.height : size.width;
  const placed = room[side] >= needed + GAP + PADDING || room[OPPOSITE[side]] < room[side] ? side : OPPOSITE[side];
  const clamp = (value: number, length: number, limit: number) => Math.min(Math.max(value, PADDING), Math.max(PADDING, limit - length - PADDING));

  if (placed === "top" || placed === "bottom") {
    const left = clamp(anchor.left + anchor.width / 2 - size.width / 2, size.width, viewport.width);
    const top = placed === "top" ? anchor.top - GAP - size.height : anchor.top + anchor.height + GAP;
    const arrowLeft = Math.min(Math.max(anchor.left + anchor.width / 2 - left - ARROW / 2, ARROW / 2), size.width - ARROW * 1.5);
    return { side: placed, top, left, arrow: { left: arrowLeft, [placed === "top" ? "bottom" : "top"]: -ARROW / 2 } };
  }
  const top = clamp(anchor.top + anchor.height / 2 - size.height / 2, size.height, viewport.height);
  const left = placed === "left" ? anchor.left - GAP - size.width : anchor.left + anchor.width + GAP;
  const arrowTop = Math.min(Math.max(anchor.top + anchor.height / 2 - top - ARROW / 2, ARROW / 2), size.height - ARROW * 1.5);
  return { side: placed, top, left, arrow: { top: arrowTop, [placed === "left" ? "right" : "left"]: -ARROW / 2 } };
}
