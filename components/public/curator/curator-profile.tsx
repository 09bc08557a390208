import { FollowButton } from "@/components/auth/follow-button";
import { AtSignIcon, BriefcaseIcon, GlobeIcon, MailIcon } from "@/components/ui/icons";
import type { PublicExpert } from "@/lib/experts/queries";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import { VerifiedBadge } from "@/components/public/quality-badge";
import { curatorLinks, type CuratorLink } from "./curator-links";
import { SiteImage } from "@/components/public/site-image";

const icons: Record<CuratorLink["kind"], typeof GlobeIcon> = {
  website: GlobeIcon,
  email: MailIcon,
  twitter: AtSignIcon,
  linkedin: BriefcaseIcon,
};

/** The top of a curator page: portrait, name, verification, specialty, bio, credibility, links and Follow. */
export function CuratorProfile({ expert }: { expert: PublicExpert }) {
  const links = curatorLinks(expert.socials);
  return (
    <section aria-labelledby="curator-name" className="mt-8 overflow-hidden rounded-3xl border border-secondary/15 bg-background shadow-sm">
      <div className="h-24 bg-primary sm:h-32" aria-hidden="true" />
      <div className="grid gap-8 px-6 pb-8 sm:px-10 lg:grid-cols-[auto_1fr_auto] lg:items-start">
        <SiteImage
          src={expert.imageUrl || DEFAULT_EXPERT_IMAGE}
          alt={`Portrait of ${expert.name}`}
          width={160}
          height={160}
          className="-mt-14 h-32 w-32 rounded-full border-4 border-background object-cover shadow-lg sm:-mt-20 sm:h-40 sm:w-40"
        />
        <div className="min-w-0 lg:pt-6">
          {/* On phones the badge always sits under the name: beside it, whether it fits would depend on
              whether the heading font has arrived, and the page would jump when it does. */}
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
            <h1 id="curator-name" className="font-heading text-4xl font-bold leading-tight text-ink sm:text-5xl">
              {expert.name}
            </h1>
            {expert.verified && <VerifiedBadge />}
          </div>
          {expert.specialty && <p className="mt-2 text-base font-semibold text-primary">{expert.specialty}</p>}
          {expert.bio && <p className="mt-4 max-w-3xl text-base leading-relaxed text-ink/85">{expert.bio}</p>}
          {links.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Links">
              {links.map((link) => {
                const Icon = icons[link.kind];
                return (
                  <li key={link.kind}>
                    <a
                      href={link.href}
                      {...(link.external && { rel: "noopener nofollow", target: "_blank" })}
                      className="inline-flex h-10 items-center gap-2 rounded-full border border-secondary/20 px-4 text-sm font-medium text-secondary hover:border-primary hover:text-primary"
                    >
                      <Icon className="h-4 w-4" />
                      {link.label}
                      {link.external && <span className="sr-only">(opens in a new tab)</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="flex flex-row items-center gap-4 lg:flex-col lg:items-end lg:pt-6">
          {expert.credibilityScore !== null && (
            <div className="rounded-2xl border border-accent/50 bg-accent/10 px-5 py-3 text-center">
              <p className="font-heading text-4xl font-bold leading-none text-primary">
                {expert.credibilityScore}
                <span className="text-lg text-secondary">/100</span>
              </p>
              <p className="mt-1 text-[0.7rem] font-semibold uppercase tracking-wider text-secondary">Credibility score</p>
            </div>
          )}
          <FollowButton followType="curator" followId={expert.id} name={expert.name} />
        </div>
      </div>
    </section>
  );
}
