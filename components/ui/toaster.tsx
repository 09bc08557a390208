"use client";

import * as Toast from "@radix-ui/react-toast";
import { createPortal } from "react-dom";
import { useToastHost } from "./top-dialog";
import { TOAST_DURATION_MS, dismissToast, useToasts } from "./use-toast";

/**
 * The site's toast viewport: swipe right past 50 px to dismiss, F8 to focus, 420 px wide from md up. While
 * a dialog is open it lives inside it, so a message about the dialog's work shows above its backdrop.
 */
export function Toaster() {
  const toasts = useToasts();
  const host = useToastHost();
  const viewport = <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 md:max-w-[420px]" />;
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((message) => (
        <Toast.Root
          key={message.id}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity ${
            message.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-accent/40 bg-white text-ink"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      {host && createPortal(viewport, host)}
    </Toast.Provider>
  );
}
