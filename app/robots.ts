import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site-url";

// Read at request time so the sitemap address follows SITE_URL where the build is deployed.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/profile"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
