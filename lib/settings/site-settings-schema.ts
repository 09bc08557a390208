import { z } from "zod";

export const siteSettingsSchema = z.object({
  siteTitle: z.string().trim().min(1, "Enter a site title.").max(80),
  tagline: z.string().trim().min(1, "Enter a tagline.").max(200),
  heroImageUrl: z.string().trim().min(1, "Choose a hero image.").max(2000),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: "the Lists",
  tagline: "Practical, inspirational, and expert lists for all your plans and projects.",
  heroImageUrl: "/images/hero.svg",
};
