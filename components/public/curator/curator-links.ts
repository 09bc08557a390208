import type { ExpertSocials } from "@/lib/experts/queries";
import { twitterUrl } from "@/lib/seo/json-ld";
import { mailtoUrl, safeExternalUrl } from "@/components/public/external-url";

export interface CuratorLink {
  kind: "website" | "email" | "twitter" | "linkedin";
  label: string;
  href: string;
  /** Outside links open with rel="noopener nofollow". */
  external: boolean;
}

/** The curator's links that are present and safe to follow: website, email, X, then LinkedIn. */
export function curatorLinks(socials: ExpertSocials): CuratorLink[] {
  const links: CuratorLink[] = [];
  const website = safeExternalUrl(socials.website);
  if (website) links.push({ kind: "website", label: "Website", href: website, external: true });
  const mail = mailtoUrl(socials.email);
  if (mail) links.push({ kind: "email", label: "Contact", href: mail, external: false });
  const twitter = socials.twitter ? safeExternalUrl(twitterUrl(socials.twitter)) : null;
  if (twitter && socials.twitter) {
    const value = socials.twitter.trim();
    const label = /^https?:/i.test(value) ? value.replace(/^https?:\/\/(www\.)?/i, "") : `@${value.replace(/^@+/, "")}`;
    links.push({ kind: "twitter", label, href: twitter, external: true });
  }
  const linkedin = safeExternalUrl(socials.linkedin);
  if (linkedin) links.push({ kind: "linkedin", label: "LinkedIn", href: linkedin, external: true });
  return links;
}
