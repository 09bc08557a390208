import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { ShieldCheckIcon } from "@/components/ui/icons";

/** /admin for a signed-out visitor: access to the dashboard through sign-in. */
export function AdminSignIn({ siteTitle }: { siteTitle: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-secondary/5 px-4 py-12">
      <div className="w-full max-w-md rounded-3xl border border-secondary/15 bg-background p-8 text-center shadow-xl shadow-secondary/5 sm:p-10">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-primary text-background">
          <ShieldCheckIcon className="h-7 w-7" />
        </span>
        <h1 className="mt-6 font-heading text-4xl font-bold text-ink">Admin Panel</h1>
        <p className="mt-3 text-base leading-relaxed text-ink/80">
          Sign in to reach the administrative dashboard of {siteTitle}. You sign in through the site&apos;s external sign-in provider.
        </p>
        <a href="/api/login?callbackUrl=%2Fadmin" className={buttonClasses("primary", "lg", "mt-8 w-full")}>
          Sign In
        </a>
        <Link href="/" className="mt-4 inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline">
          Back to the site
        </Link>
      </div>
    </main>
  );
}
