"use client";

import { createPortal } from "react-dom";
import { Toaster } from "sonner";
import { useToastHost } from "@/components/ui/top-dialog";

/**
 * The panel's toasts (sent through admin-toast.ts): one at a time for 5 seconds, F8 moves focus to them,
 * in sonner's plain style (its rich colours fail contrast checks), bottom right so they never cover the
 * header's Publish Changes button; inside an open dialog while one is, so a failed save shows above it.
 */
export function AdminToaster() {
  const host = useToastHost();
  return host && createPortal(<Toaster position="bottom-right" visibleToasts={1} duration={5000} hotkey={["F8"]} closeButton />, host);
}
