import type { ComponentType, SVGProps } from "react";
import { ClipboardCheckIcon, EyeIcon, ShieldCheckIcon, UsersIcon } from "@/components/ui/icons";

const cards: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  {
    title: "Expert Verified",
    text: "Lists marked verified are written or checked by named experts with real credentials you can look up.",
    Icon: ShieldCheckIcon,
  },
  {
    title: "Quality Rated",
    text: "Every list carries a quality score from 0-100, so you can tell a thorough guide from a quick sketch.",
    Icon: ClipboardCheckIcon,
  },
  {
    title: "Full Transparency",
    text: "Each list shows its methodology and an affiliate disclosure whenever a link could earn a commission.",
    Icon: EyeIcon,
  },
  {
    title: "Community Driven",
    text: "Anyone can submit lists for review and report outdated content, which keeps every list current.",
    Icon: UsersIcon,
  },
];

/** The four reasons to trust a list. */
export function TrustSection() {
  return (
    <section aria-labelledby="trust-heading" className="border-b border-secondary/15 bg-accent/10">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow text-primary">Why our lists are different</p>
          <h2 id="trust-heading" className="mt-2 font-heading text-3xl font-bold text-ink sm:text-4xl">
            Lists you can trust before you rely on them
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-secondary/15 bg-background p-6 shadow-sm">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-primary text-background">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-5 font-heading text-2xl font-bold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink/80">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
