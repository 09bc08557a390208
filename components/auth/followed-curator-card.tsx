import Link from "next/link";
import { curatorLinks } from "@/components/public/curator/curator-links";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import { curatorHref } from "@/components/public/links";
import { VerifiedBadge } from "@/components/public/quality-badge";
import { ExternalLinkIcon } from "@/components/ui/icons";
import type { PublicExpert } from "@/lib/experts/queries";
import { SiteImage } from "@/components/public/site-image";

/** A followed curator on /profile: name, verified badge, specialty, bio, credibility and website. */
export function FollowedCuratorCard({ expert }: { expert: PublicExpert }) {
  const website = curatorLinks(expert.socials).find((link) => link.kind === "website");
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-secondary/15 bg-background p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04)] transition hover:border-accent/60 hover:shadow-lg">
      <div className="flex items-start gap-4">
        <SiteImage
          src={expert.imageUrl || DEFAULT_EXPERT_IMAGE}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-accent/40"
        />
        <div className="min-w-0">
          <h3 className="font-heading text-xl font-bold leading-snug text-ink">
            <Link href={curatorHref(expert.handle)} className="after:absolute after:inset-0 after:content-[''] hover:text-primary">
              {expert.name}
            </Link>
          </h3>
          {expert.verified && (
            <div className="mt-1">
              <VerifiedBadge />
            </div>
          )}
          {expert.specialty && <p className="mt-1.5 text-sm font-semibold text-primary">{expert.specialty}</p>}
        </div>
      </div>
      {expert.bio && <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-ink/80">{expert.bio}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4 text-sm">
        {expert.credibilityScore !== null ? (
          <p className="text-secondary">
            Credibility <span className="font-bold text-primary">{expert.credibilityScore}/100</span>
          </p>
        ) : (
          <span />
        )}
        {website && (
          <a
            href={website.href}
            rel="noopener nofollow"
            target="_blank"
            className="relative z-10 inline-flex items-center gap-1 font-semibold text-secondary underline-offset-4 hover:text-primary hover:underline"
          >
            Website
            <ExternalLinkIcon className="h-3.5 w-3.5" />
            <span className="sr-only">of {expert.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
