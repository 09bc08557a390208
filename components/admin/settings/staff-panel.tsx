"use client";

import { useQuery } from "@tanstack/react-query";
import { ROLE_LABELS } from "@/lib/auth/admin-sections";
import type { JsonAnswer } from "@/lib/json-types";
import type { findStaff } from "@/lib/users/role-grants";
import { getJson } from "../admin-queries";
import { EmailAddress } from "../email-address";
import { LoadError } from "../load-error";
import { queryKeys } from "../query-keys";
import { AddAdminForm } from "./add-admin-form";
import { SettingsCard } from "./settings-card";

type Staff = JsonAnswer<typeof findStaff>;
type StaffUser = Staff["users"][number];

const nameOf = (user: StaffUser) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "Unnamed user";

/** Who runs the site (admins and editors), and Add Admin by email. */
export function StaffPanel() {
  const { data: staff, error, refetch } = useQuery({ queryKey: queryKeys.staff, queryFn: () => getJson<Staff>("/api/admin/staff") });

  return (
    <SettingsCard title="Admin Users" description="Admins and editors. Add Admin gives a role at once to an account whose address a provider has verified; otherwise it waits until someone signs in with that address verified.">
      {error ? (
        <LoadError what="the admin users" error={error} onRetry={() => void refetch()} />
      ) : !staff ? (
        <p role="status">Loading admin users…</p>
      ) : (
        <ul className="divide-y divide-secondary/15" aria-label="Admin users">
          {staff.users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{nameOf(user)}</p>
                <EmailAddress email={user.email} verified={user.emailVerified} />
              </div>
              <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">{ROLE_LABELS[user.role]}</span>
            </li>
          ))}
          {staff.invitations.map((invitation) => (
            <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{invitation.email}</p>
                <p className="text-sm text-ink/70">Waiting: the role applies when someone signs in with this address verified</p>
              </div>
              <span className="rounded-full border border-primary/30 px-3 py-1 text-xs font-semibold text-primary">{ROLE_LABELS[invitation.role]} (invited)</span>
            </li>
          ))}
        </ul>
      )}
      <AddAdminForm />
    </SettingsCard>
  );
}
