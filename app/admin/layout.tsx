import type { ReactNode } from "react";
import { AdminToaster } from "@/components/admin/admin-toaster";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AdminToaster />
    </>
  );
}
