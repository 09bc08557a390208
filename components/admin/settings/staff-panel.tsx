"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { apiRequest } from "@/lib/api-client";
import { ROLE_LABELS } from "@/lib/auth/admin-sections";
import { STAFF_ROLES } from "@/lib/users/schema";
import type { JsonAnswer } from "@/lib/json-types";
import type { findStaff, grantStaffRole } from "@/lib/users/role-grants";
import { getJson } from "../admin-queries";
import { toastWhileSaving } from "../admin-toast";
import { EmailAddress } from "../email-address";
import { LoadError } from "../load-error";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { SettingsCard } from "./settings-card";

type Staff = JsonAnswer<typeof findStaff>;
type StaffUser = Staff["users"][number];
type Grant = JsonAnswer<typeof grantStaffRole>;

const nameOf = (user: StaffUser) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "Unnamed user";

/** Who runs the site (admins and editors), and Add Admin by email. */
export function StaffPanel() {
  const { data: staff, error, refetch } = useQuery({ queryKey: queryKeys.staff, queryFn: () => getJson<Staff>("/api/admin/staff") });
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<(typeof STAFF_ROLES)[number]>("admin");
  const invalidate = useInvalidate();
  const grant = useMutation({
    mutationFn: (address: string) =>
      toastWhileSaving(apiRequest<Grant>("POST", "/api/admin/staff", { email: address, role }), {
        loading: "Adding...",
        success: `${address} has the ${ROLE_LABELS[role]} role, or gets it when they sign in with this address verified.`,
        sentence: "Failed to add the admin.",
        serverMessageFirst: true,
      }),
    onSuccess: () => {
      setEmail("");
      invalidate(queryKeys.staff, queryKeys.users);
    },
  });
  const adding = grant.isPending;
  const add = () => grant.mutate(email.trim());

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
      <form
        className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label className="block">
          <span className={labelClasses}>Email</span>
          <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} className={fieldClasses} placeholder="name@example.com" />
        </label>
        <label className="block">
          <span className={labelClasses}>Role</span>
          <Select value={role} onChange={(event) => setRole(event.target.value as typeof role)}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" disabled={adding || !email.trim()}>
          Add Admin
        </Button>
      </form>
    </SettingsCard>
  );
}
