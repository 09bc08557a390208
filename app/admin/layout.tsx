import type { ReactNode } from "react";
import { Toaster } from "sonner";

// The panel's toasts: one at a time, as on the public site, in sonner's plain style (its rich colours
// fail contrast checks).
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-right" visibleToasts={1} closeButton />
    </>
  );
}
