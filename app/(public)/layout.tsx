import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/public-shell";

// Every public page reads the database at request time, never at build time.
export const dynamic = "force-dynamic";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
