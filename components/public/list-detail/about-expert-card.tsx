import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { FollowButton } from "@/components/auth/follow-button";
import { buttonClasses } from "@/components/ui/button";
import { VerifiedBadge } from "@/components/public/quality-badge";
import type { ListSidebarData } from "./list-detail-data";

/** The sidebar card on a list page: who the expert is, with Follow and a way to their profile. */
export function AboutExpertCard({ expert }: { expert: NonNullable<ListSidebarData["expert"]> }) {
  return (
    <section aria-labelledby="about-expert-heading" className="rounded-2xl border border-secondary/15 bg-background p-6 shadow-sm">
      <h2 id="about-expert-heading">
        <span className="font-body eyebrow text-primary">About the Expert</span>
      </h2>
      <div className="mt-5 flex items-center gap-4">
        {/* siteImageAttributes gave it its alt text. */}
        {/* eslint-disable-next-line jsx-a11y/alt-text */}
        <img {...expert.image} className="h-18 w-18 shrink-0 rounded-full object-cover ring-4 ring-accent/30" />
        <div className="min-w-0">
          <p className="font-heading text-2xl font-bold leading-tight text-ink">
            <IntentPrefetchLink href={expert.href} className="hover:text-primary hover:underline">
              {expert.name}
            </IntentPrefetchLink>
          </p>
          {expert.verified && (
            <div className="mt-1.5">
              <VerifiedBadge />
            </div>
          )}
        </div>
      </div>
      {expert.specialty && <p className="mt-4 text-sm leading-relaxed text-ink/80">{expert.specialty}</p>}
      {expert.credibilityScore !== null && (
        <p className="mt-3 text-sm text-ink/80">
          Credibility score <span className="font-bold text-secondary">{expert.credibilityScore}/100</span>
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <FollowButton followType="curator" followId={expert.id} name={expert.name} />
        <IntentPrefetchLink href={expert.href} className={buttonClasses("ghost", "md")}>
          View Profile
        </IntentPrefetchLink>
      </div>
    </section>
  );
}
