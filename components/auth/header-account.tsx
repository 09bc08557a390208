"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { loginHref, useCurrentUser } from "./use-current-user";

const placeholder = <span aria-hidden="true" className="h-10 w-10" data-testid="account-loading" />;

// The signed-in controls (bell, account menu) download only for someone signed in. The server never
// renders them: the auth state is still loading there.
const SignedInAccount = lazy(() => import("./signed-in-account").then((module) => ({ default: module.SignedInAccount })));

/**
 * The header's account area. Nothing while the auth state loads; then Log In for visitors, or the
 * person's name, Admin and Profile links and the notification bell.
 */
export function HeaderAccount() {
  const auth = useCurrentUser();
  const pathname = usePathname();
  if (auth.status === "loading") return placeholder;
  if (auth.status === "signed-out") {
    return (
      // The href is built on the client (after the auth state loaded), so it carries this page's query too.
      <a href={loginHref()} data-pathname={pathname} className={buttonClasses("primary", "sm", "h-10 px-5")}>
        Log In
      </a>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInAccount user={auth.user} />
    </Suspense>
  );
}
