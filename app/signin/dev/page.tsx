import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevSignInForm } from "@/components/auth/dev-sign-in-form";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { devSignInEnabled } from "@/lib/auth/providers";

export const metadata: Metadata = { title: "Development sign-in", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The development sign-in (AUTH_DEV_LOGIN=true only): an email and a name, no password. */
export default async function DevSignInPage({ searchParams }: { searchParams: SearchParams }) {
  if (!devSignInEnabled()) notFound();
  const query = await searchParams;
  const callbackUrl = safeCallbackPath(Array.isArray(query.callbackUrl) ? query.callbackUrl[0] : query.callbackUrl);
  return (
    <>
      <h1 className="font-heading text-4xl font-bold text-ink">Development sign-in</h1>
      <div role="note" className="mt-5 rounded-xl border border-accent/60 bg-accent/15 px-4 py-3 text-sm leading-relaxed text-secondary">
        <p className="font-semibold">This is a development sign-in, not a real one.</p>
        <p className="mt-1">
          Anyone can sign in here as any email address, with no password. It is on because the server has{" "}
          <code>AUTH_DEV_LOGIN=true</code>; a public site must never have it.
        </p>
      </div>
      <DevSignInForm callbackUrl={callbackUrl} />
    </>
  );
}
