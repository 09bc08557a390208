import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { CLIENT_LINKS } from "@/components/public/intent-mark";
import { buttonClasses } from "@/components/ui/button";
import { FALLBACK_CHIPS, withFallback } from "@/components/public/fallback-content";
import { SiteImage } from "@/components/public/site-image";

/**
 * The home hero, 600px high from tablets up: the site's hero image left, tagline and occasion chips right.
 * A long tagline or many chips on a narrow tablet make it taller rather than spill into the next section.
 */
export function Hero({ tagline, heroImageUrl, chips }: { tagline: string; heroImageUrl: string; chips: string[] }) {
  const shown = withFallback(chips, FALLBACK_CHIPS);
  return (
    <section aria-labelledby="hero-heading" className="grid bg-primary md:min-h-[600px] md:grid-cols-2" data-testid="hero">
      <div className="relative h-72 overflow-hidden bg-secondary/20 sm:h-96 md:h-auto">
        {/* The largest picture above the fold: preloaded from the page's head. */}
        <SiteImage src={heroImageUrl} alt="" fill preload sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" />
      </div>
      <div className="flex flex-col justify-center px-6 py-12 text-background sm:px-10 md:py-10 lg:px-14 xl:px-16">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent sm:tracking-[0.25em]">Expert-verified · Quality-scored</p>
        <h1 id="hero-heading" className="mt-4 max-w-xl font-heading text-4xl font-bold leading-[1.1] sm:text-5xl md:text-4xl lg:text-[2.75rem] xl:text-[3.1rem]">
          {tagline}
        </h1>
        <div className="mt-7">
          <p className="eyebrow text-background/85">Planning for</p>
          <ul className="mt-3 flex max-w-xl flex-wrap gap-2" aria-label="Occasions">
            {shown.items.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-background/35 bg-background/5 px-3.5 py-1.5 text-[0.8rem] font-medium text-background"
              >
                {chip}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <IntentPrefetchLink href="/trending" className={buttonClasses("secondary", "lg")}>
            Explore Trending Lists
          </IntentPrefetchLink>
          <a href="/submit" {...CLIENT_LINKS} className={buttonClasses("inverse", "lg")}>
            Submit a List
          </a>
        </div>
      </div>
    </section>
  );
}
