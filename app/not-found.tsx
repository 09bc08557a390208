import type { Metadata } from "next";
import { NOT_FOUND_TITLES, PageNotFound } from "@/components/public/not-found-screens";

export const metadata: Metadata = { title: NOT_FOUND_TITLES.page };

// A notFound() outside the public sections (the development sign-in when it is off). Every route's page
// carries this screen along in its payload, so it is only the panel, without the site's header and footer,
// and it reads nothing from the request: that would make every cached page dynamic. Unknown addresses and
// missing lists, topics and curators get the full page from app/global-not-found.tsx.
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center">
      <PageNotFound />
    </main>
  );
}
