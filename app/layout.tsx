import type { Metadata } from "next";
import type { CSSProperties, ReactNode } from "react";
import { IntentNavigation } from "@/components/public/intent-navigation";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { releaseRenderTraceWhenDone } from "@/lib/render/release-render-trace";
import { getActiveTheme, getSiteSettings } from "@/lib/settings/queries";
import { themeCssVariables } from "@/lib/settings/theme-schema";
import { siteUrl } from "@/lib/site-url";
import { themeFontVariables } from "./fonts";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteTitle, template: `%s | ${settings.siteTitle}` },
    description: settings.tagline,
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  releaseRenderTraceWhenDone();
  const theme = await getActiveTheme();
  return (
    <html lang="en" style={{ ...themeFontVariables(theme), ...themeCssVariables(theme) } as CSSProperties}>
      <body className="min-h-screen antialiased">
        <TooltipProvider>{children}</TooltipProvider>
        <DeferredToaster />
        <IntentNavigation />
      </body>
    </html>
  );
}
