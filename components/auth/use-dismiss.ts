"use client";

import { useEffect, type RefObject } from "react";

/** While `open`, a press outside `container` or the Escape key calls `dismiss` (with which of the two it was). */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, dismiss: (by: "outside" | "escape") => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) dismiss("outside");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss("escape");
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, container, dismiss]);
}
