"use client";

import { createContext, useContext } from "react";
import type { AdminSectionId } from "@/lib/auth/admin-sections";
import type { Capability } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";

export interface AdminUser {
  id: string;
  initials: string;
  fullName: string;
  role: Role;
}

export interface AdminContextValue {
  user: AdminUser;
  /** Whether the signed-in user holds a capability: the same map the server enforces. */
  can: (capability: Capability) => boolean;
  /** Opens a section; `query` travels in the address (for example `{ edit: "new" }` to open the list editor). */
  openSection: (id: AdminSectionId, query?: Record<string, string>) => void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin() is used outside the admin panel");
  return value;
}
