import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { buttonClasses } from "@/components/ui/button";
import { NotFoundPanel } from "@/components/public/not-found-panel";
import { PublicShell } from "@/components/public/public-shell";

export const metadata: Metadata = { title: "Page Not Found" };

// Any address that matches no page: the public header and footer around the 404 message. Rendered per
// request (never at build time), so the header shows the current categories and settings.
export default async function NotFound() {
  await connection();
  return (
    <PublicShell>
      <NotFoundPanel title="Page Not Found" message="The page you're looking for doesn't exist or may have moved. Try searching or start again from the home page.">
        <Link href="/search" className={buttonClasses("outline", "lg")}>
          Search Lists
        </Link>
      </NotFoundPanel>
    </PublicShell>
  );
}
