"use client";

import { useState, type DragEvent } from "react";

/** `items` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * Drag-and-drop ordering of a list of records by id: spread `dragProps(id)` on each item; a drop calls
 * `onReorder` with the new order. Keyboard users reorder with the move buttons, which call moveItem.
 */
export function useDragReorder<T extends { id: number }>(items: readonly T[], onReorder: (next: T[]) => void) {
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);

  const reset = () => {
    setDraggedId(null);
    setTargetId(null);
  };

  const dragProps = (id: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(id));
      setDraggedId(id);
    },
    onDragOver: (event: DragEvent) => {
      if (draggedId === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setTargetId(id);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = items.findIndex((item) => item.id === draggedId);
      const to = items.findIndex((item) => item.id === id);
      reset();
      if (from >= 0 && to >= 0 && from !== to) onReorder(moveItem(items, from, to));
    },
    onDragEnd: reset,
  });

  return { dragProps, draggedId, targetId };
}
