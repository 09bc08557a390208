"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAdmin } from "@/components/admin/admin-context";
import { getJson } from "@/components/admin/admin-queries";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { EmailAddress } from "@/components/admin/email-address";
import { LoadError } from "@/components/admin/load-error";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { Select } from "@/components/ui/select";
import { apiRequest } from "@/lib/api-client";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/auth/admin-sections";
import { ROLES, type Role } from "@/lib/auth/roles";
import type { JsonAnswer } from "@/lib/json-types";
import type { findUsers } from "@/lib/users/staff";

type UserSummary = JsonAnswer<typeof findUsers>[number];

const displayName = (user: UserSummary) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "Unnamed user";

const initialsOf = (user: UserSummary) =>
  (displayName(user)
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2) || "?").toUpperCase();

/** User Management: everyone who has signed in, each with a role selector, and what each role may do. */
export default function UsersSection() {
  const { user: me } = useAdmin();
  const { data: users, error, refetch } = useQuery({ queryKey: queryKeys.users, queryFn: () => getJson<UserSummary[]>("/api/admin/users") });
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const changeRole = async (target: UserSummary, role: Role) => {
    setPending((ids) => new Set(ids).add(target.id));
    try {
      const updated = await apiRequest<UserSummary>("PATCH", `/api/admin/users/${target.id}/role`, { role });
      queryClient.setQueryData<UserSummary[]>(queryKeys.users, (rows) => rows?.map((row) => (row.id === updated.id ? updated : row)));
      invalidate(queryKeys.users, queryKeys.staff);
      toastSuccess("User role has been updated successfully.", "Role updated");
      // Your own role decides which sections this panel shows: load it again with the new one.
      if (target.id === me.id && role !== me.role) window.location.reload();
    } catch (error) {
      toastFailure(error, { sentence: "Failed to update user role", serverMessageFirst: true });
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(target.id);
        return next;
      });
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
      <section aria-label="Users">
        {error ? (
          <LoadError what="the users" error={error} onRetry={() => void refetch()} />
        ) : users === undefined ? (
          <p role="status" className="text-sm text-ink/70">
            Loading users…
          </p>
        ) : users.length === 0 ? (
          <p className="rounded-xl border border-dashed border-secondary/25 p-6 text-center text-sm text-ink/70">No users found</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 2xl:grid-cols-2">
            {users.map((user) => {
              const selectId = `role-${user.id}`;
              return (
                <li key={user.id} data-testid="user-card" className="flex flex-wrap items-center gap-4 rounded-2xl border border-secondary/15 bg-background p-4 shadow-sm">
                  {user.profileImageUrl ? (
                    <img src={user.profileImageUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full object-cover" referrerPolicy="no-referrer" />
                  ) : (
                    <span aria-hidden="true" className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-bold text-primary">
                      {initialsOf(user)}
                    </span>
                  )}
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="truncate font-semibold text-ink">
                      {displayName(user)}
                      {user.id === me.id && <span className="ml-2 text-xs font-normal text-ink/70">(you)</span>}
                    </p>
                    <EmailAddress email={user.email} verified={user.emailVerified} />
                  </div>
                  <div className="w-full sm:ml-auto sm:w-40">
                    <label htmlFor={selectId} className="sr-only">
                      Role of {displayName(user)}
                    </label>
                    <Select
                      id={selectId}
                      value={user.role ?? "admin"}
                      disabled={pending.has(user.id)}
                      aria-busy={pending.has(user.id) || undefined}
                      onChange={(event) => changeRole(user, event.target.value as Role)}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </Select>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <aside aria-labelledby="role-descriptions-heading" className="h-fit rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm">
        <h2 id="role-descriptions-heading" className="font-heading text-2xl font-bold text-ink">
          Roles
        </h2>
        <dl className="mt-4 space-y-3">
          {ROLES.map((role) => (
            <div key={role}>
              <dt className="text-sm font-semibold text-primary">{ROLE_LABELS[role]}</dt>
              <dd className="text-sm text-ink/80">{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}
