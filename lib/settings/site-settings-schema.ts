import { z } from "zod";
import { isImageAddress } from "@/lib/validation/primitives";

export const siteSettingsSchema = z.object({
  siteTitle: z.string({ error: "Enter a site title." }).trim().min(1, "Enter a site title.").max(80, "A site title can be at most 80 characters."),
  tagline: z.string({ error: "Enter a tagline." }).trim().min(1, "Enter a tagline.").max(200, "A tagline can be at most 200 characters."),
  heroImageUrl: z
    .string({ error: "Choose a hero image." })
    .trim()
    .min(1, "Choose a hero image.")
    .max(2000, "A hero image address can be at most 2000 characters.")
    .refine(isImageAddress, "Use an image from the media library or an http(s) address."),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: "the Lists",
  tagline: "Practical, inspirational, and expert lists for all your plans and projects.",
  heroImageUrl: "/images/hero.svg",
};
