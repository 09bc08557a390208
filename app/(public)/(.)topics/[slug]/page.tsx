// Client-side navigations to /topics/{slug} land on this intercepting route, so the loading.tsx skeleton beside
// it shows at once. Direct loads render app/(public)/topics/[slug]/page.tsx instead, with no streaming boundary:
// React sends the content of a Suspense boundary apart from the page once the page passes 12.8 kB, to be
// swapped in by a script, so without JavaScript only the skeleton would show (and a 404 status could not
// be sent once the skeleton had streamed).
export const dynamic = "force-dynamic";
export { default, generateMetadata } from "@/app/(public)/topics/[slug]/page";
