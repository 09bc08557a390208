import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { PublicExpert } from "@/lib/experts/queries";
import { FALLBACK_EXPERTS, withFallback } from "@/components/public/fallback-content";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import { curatorHref } from "@/components/public/links";
import { HOME_EXPERT_LIMIT } from "./limits";
import { SectionHeading } from "./section-heading";
import { SiteImage } from "@/components/public/site-image";

interface ExpertCardData {
  key: string;
  name: string;
  specialty: string | null;
  imageUrl: string;
  href: string | null;
}

function ExpertCard({ expert }: { expert: ExpertCardData }) {
  const name = expert.name.toUpperCase();
  return (
    <article className="group relative flex h-full flex-col items-center rounded-2xl border border-secondary/15 bg-background px-4 pb-6 pt-7 text-center transition hover:border-accent/60 hover:shadow-lg">
      <SiteImage
        src={expert.imageUrl}
        alt=""
        width={112}
        height={112}
        className="h-28 w-28 rounded-full object-cover ring-4 ring-accent/30 transition group-hover:ring-accent/70"
      />
      <h3 className="mt-5 text-sm font-bold tracking-[0.14em] text-ink">
        {expert.href ? (
          <IntentPrefetchLink href={expert.href} className="after:absolute after:inset-0 after:content-[''] hover:text-primary">
            {name}
          </IntentPrefetchLink>
        ) : (
          name
        )}
      </h3>
      {expert.specialty && <p className="mt-2 text-xs leading-relaxed text-ink/80">{expert.specialty}</p>}
    </article>
  );
}

/** "Experts' Lists": at most five experts with their names uppercased. */
export function ExpertsSection({ experts }: { experts: PublicExpert[] }) {
  const shown = withFallback(experts.slice(0, HOME_EXPERT_LIMIT), FALLBACK_EXPERTS);
  const cards: ExpertCardData[] = shown.sample
    ? shown.items.map((sample) => ({ ...sample, href: null }))
    : shown.items.map((expert) => ({
        key: String(expert.id),
        name: expert.name,
        specialty: expert.specialty,
        imageUrl: expert.imageUrl || DEFAULT_EXPERT_IMAGE,
        href: curatorHref(expert.handle),
      }));
  return (
    <>
      <SectionHeading
        id="experts-heading"
        eyebrow="The people behind the lists"
        title="Experts' Lists"
        note={shown.sample ? "Examples of the experts you will meet here." : undefined}
        action={
          <IntentPrefetchLink href="/curators" className={buttonClasses("outline", "md", "self-start sm:self-auto")}>
            Browse All Experts
            <ArrowRightIcon className="h-4 w-4" />
          </IntentPrefetchLink>
        }
      />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 lg:gap-6" data-testid="home-experts">
        {cards.map((expert) => (
          <li key={expert.key}>
            <ExpertCard expert={expert} />
          </li>
        ))}
      </ul>
    </>
  );
}
