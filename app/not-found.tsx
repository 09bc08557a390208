import type { Metadata } from "next";
import { NOT_FOUND_TITLES, PageNotFound } from "@/components/public/not-found-screens";
import { PublicShell } from "@/components/public/public-shell";

export const metadata: Metadata = { title: NOT_FOUND_TITLES.page };

// What a page's notFound() shows outside the public sections. It is part of every route's tree, so it
// reads nothing from the request: that would make every cached page dynamic. Unknown addresses and missing
// lists, topics and curators are answered by app/global-not-found.tsx.
export default function NotFound() {
  return (
    <PublicShell>
      <PageNotFound />
    </PublicShell>
  );
}
