import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { SaveListControl } from "@/components/auth/save-list-control";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/icons";

/** The featured home card's buttons: View Details opens the list, Save List saves it like the heart. */
export function FeaturedListActions({ href, listId, listTitle }: { href: string; listId: number; listTitle: string }) {
  return (
    <>
      <IntentPrefetchLink href={href} className={buttonClasses("primary", "md")} aria-label={`View Details: ${listTitle}`}>
        View Details
        <ArrowRightIcon className="h-4 w-4" />
      </IntentPrefetchLink>
      <SaveListControl listId={listId} listTitle={listTitle} returnTo="/" variant="button" />
    </>
  );
}
