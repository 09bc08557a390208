import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { cn } from "@/components/ui/cn";

/** The site title as the home link, set in the heading face with a gold rule. */
export function SiteLogo({ siteTitle, inverse = false }: { siteTitle: string; inverse?: boolean }) {
  return (
    <IntentPrefetchLink href="/" className={cn("group inline-flex items-center gap-2 sm:gap-3", inverse ? "text-background" : "text-primary")}>
      <span
        aria-hidden="true"
        className={cn("logo-mark font-heading", inverse ? "border-accent text-accent" : "border-primary bg-primary text-background")}
      >
        {siteTitle.trim().charAt(0).toUpperCase() || "L"}
      </span>
      <span className="logo-text font-heading">{siteTitle}</span>
    </IntentPrefetchLink>
  );
}
