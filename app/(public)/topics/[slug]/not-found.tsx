import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { NotFoundPanel } from "@/components/public/not-found-panel";

export default function TopicNotFound() {
  return (
    <NotFoundPanel title="Category Not Found" message="We couldn't find that topic. It may have been renamed or is no longer listed.">
      <Link href="/trending" className={buttonClasses("outline", "lg")}>
        See Trending Lists
      </Link>
    </NotFoundPanel>
  );
}
