import type { ReactNode } from "react";
import { Toaster } from "sonner";

// The panel's toasts (sent through components/admin/admin-toast.ts): one at a time for 5 seconds, F8
// moves focus to them, in sonner's plain style (its rich colours fail contrast checks), bottom right so
// they never cover the header's Publish Changes button.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="bottom-right" visibleToasts={1} duration={5000} hotkey={["F8"]} closeButton />
    </>
  );
}
