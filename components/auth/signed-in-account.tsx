"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { hasRole } from "@/lib/auth/roles";
import { fullName, initials } from "@/lib/auth/names";
import { DashboardIcon, UserIcon } from "@/components/ui/icons";
import { NotificationButton } from "./notification-button";
import { useDismiss } from "./use-dismiss";
import type { CurrentUser } from "./use-current-user";

/** The panel's Dashboard is open to viewers and up, so every role gets the link. */
const PANEL_MINIMUM_ROLE = "viewer" as const;

const linkClasses =
  "inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-secondary hover:bg-primary/5 hover:text-primary";

/** The header's account area for someone signed in: the bell, their name, and the Admin and Profile links. */
export function SignedInAccount({ user }: { user: CurrentUser }) {
  const name = fullName(user);
  const canUsePanel = hasRole(user.role, PANEL_MINIMUM_ROLE);
  return (
    <div className="flex items-center gap-1 lg:gap-1.5">
      <NotificationButton />
      <div className="hidden items-center gap-1 lg:flex">
        <span className="max-w-44 truncate px-2 text-sm font-semibold text-ink" data-testid="account-name">
          {name}
        </span>
        {canUsePanel && (
          <Link href="/admin" className={linkClasses}>
            <DashboardIcon className="h-4 w-4" />
            Admin
          </Link>
        )}
        <Link href="/profile" className={linkClasses}>
          <UserIcon className="h-4 w-4" />
          Profile
        </Link>
      </div>
      <AccountMenu user={user} name={name} canUsePanel={canUsePanel} />
    </div>
  );
}

/** Below the desktop breakpoint the name and links fold into a menu behind the person's initials. */
function AccountMenu({ user, name, canUsePanel }: { user: CurrentUser; name: string; canUsePanel: boolean }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useDismiss(open, container, closeMenu);

  return (
    <div ref={container} className="relative lg:hidden">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={`Account menu for ${name}`}
        aria-haspopup="true"
        className="grid h-10 w-10 place-items-center rounded-full bg-primary text-xs font-bold text-background ring-offset-2 ring-offset-background hover:ring-2 hover:ring-accent"
      >
        {initials(user)}
      </button>
      {open && (
        <div className="absolute right-0 top-12 z-50 w-60 rounded-2xl border border-secondary/15 bg-background p-2 shadow-2xl">
          <p className="truncate px-3 pb-2 pt-1 text-sm font-semibold text-ink">{name}</p>
          {canUsePanel && (
            <Link href="/admin" className={`${linkClasses} w-full`}>
              <DashboardIcon className="h-4 w-4" />
              Admin
            </Link>
          )}
          <Link href="/profile" className={`${linkClasses} w-full`}>
            <UserIcon className="h-4 w-4" />
            Profile
          </Link>
        </div>
      )}
    </div>
  );
}
