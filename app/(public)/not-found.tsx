import type { Metadata } from "next";
import { NOT_FOUND_TITLES, PageNotFound } from "@/components/public/not-found-screens";

export const metadata: Metadata = { title: NOT_FOUND_TITLES.page };

// A public page's notFound() where its segment has no screen of its own, inside the public layout's header and footer.
export default PageNotFound;
