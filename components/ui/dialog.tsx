"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "./cn";

/**
 * A modal dialog on the browser's own <dialog>: focus stays inside, Escape closes it, and the page
 * behind is inert. Open and closed by the `open` prop; `onClose` hears Escape and backdrop clicks.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A dialog opened from inside this one (a picker in an editor) handles its own Escape.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] rounded-2xl border border-secondary/15 bg-background p-0 text-ink shadow-2xl backdrop:bg-secondary/60 backdrop:backdrop-blur-[2px]",
        { sm: "max-w-md", md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" }[size],
      )}
    >
      {open && (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="font-heading text-3xl font-bold text-primary">
            {title}
          </h2>
          {description && <div className="mt-2 text-sm leading-relaxed text-ink/80">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
      )}
    </dialog>
  );
}
