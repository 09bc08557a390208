import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { CLIENT_LINKS } from "@/components/public/intent-mark";
import { buttonClasses } from "@/components/ui/button";

const steps = [
  {
    title: "Pick a topic or search",
    text: "Start from the category bar, the trending lists, or search for the plan you are making: a move, a trip, a wedding.",
  },
  {
    title: "Check the trust signals",
    text: "Look for the Verified Expert badge and the quality score, then read the methodology to see how the list was built.",
  },
  {
    title: "Make it yours",
    text: "Save the lists you use, follow the experts you trust, and report anything that has gone out of date.",
  },
];

/** How to use the site, with the two ways to contribute. */
export function GuidanceSection() {
  return (
    <section aria-labelledby="guidance-heading" className="bg-secondary/5">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8 lg:py-20">
        <div>
          <p className="eyebrow text-primary">A guide to the guides</p>
          <h2 id="guidance-heading" className="mt-2 font-heading text-3xl font-bold text-ink sm:text-4xl">
            How to find the right list
          </h2>
          <p className="mt-4 max-w-md text-base leading-relaxed text-ink/80">
            Every list here is built to be used, not just read. A few habits help you get the most from them.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <IntentPrefetchLink href="/search" className={buttonClasses("primary", "lg")}>
              Search All Lists
            </IntentPrefetchLink>
            <a href="/submit" {...CLIENT_LINKS} className={buttonClasses("outline", "lg")}>
              Submit a List
            </a>
          </div>
        </div>
        <ol className="grid gap-5">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-5 rounded-2xl border border-secondary/15 bg-background p-6">
              <span aria-hidden="true" className="font-heading text-5xl font-bold leading-none text-primary">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="font-heading text-2xl font-bold text-ink">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink/80">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
