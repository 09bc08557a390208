import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/public-shell";

// My Profile renders per request for the signed-in person, so it sits outside the cached public pages
// while sharing their header and footer.
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
