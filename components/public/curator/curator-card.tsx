import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import type { DirectoryCurator } from "@/lib/experts/directory";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import { curatorHref } from "@/components/public/links";
import { VerifiedBadge } from "@/components/public/quality-badge";
import { SiteImage } from "@/components/public/site-image";

/** A curator in the directory: portrait, name (the link to the profile), verification, specialty, list count. */
export function CuratorCard({ curator }: { curator: DirectoryCurator }) {
  return (
    <article className="group relative flex h-full items-center gap-4 rounded-2xl border border-secondary/15 bg-background p-5 transition hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-lg">
      <SiteImage
        src={curator.imageUrl || DEFAULT_EXPERT_IMAGE}
        alt=""
        width={80}
        height={80}
        className="h-16 w-16 shrink-0 rounded-full object-cover ring-4 ring-accent/30 transition group-hover:ring-accent/70 sm:h-20 sm:w-20"
      />
      <div className="min-w-0 flex-1">
        <h2 className="break-words font-heading text-xl font-bold leading-snug text-ink">
          <IntentPrefetchLink href={curatorHref(curator.handle)} className="after:absolute after:inset-0 after:content-[''] hover:text-primary">
            {curator.name}
          </IntentPrefetchLink>
        </h2>
        {curator.verified && (
          <div className="mt-1">
            <VerifiedBadge />
          </div>
        )}
        {curator.specialty && <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink/80">{curator.specialty}</p>}
        <p className="mt-2 text-xs font-semibold uppercase tracking-wider text-secondary" data-testid="curator-list-count">
          {curator.listCount} {curator.listCount === 1 ? "list" : "lists"}
        </p>
      </div>
    </article>
  );
}
