import type { ReactNode } from "react";
import { Toaster } from "sonner";

// The panel's toasts: one at a time, as on the public site, in sonner's plain style (its rich colours
// fail contrast checks), bottom right so they never cover the header's Publish Changes button.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="bottom-right" visibleToasts={1} closeButton />
    </>
  );
}
