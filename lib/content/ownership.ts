import "server-only";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { forbidden } from "@/lib/http/errors";
import { NOT_YOUR_LIST } from "./ownership-message";

export interface ListActor {
  id: string;
  role: Role;
}

/** Contributors change only the lists they created; editors and admins change any list. */
export function mayChangeList(actor: ListActor, list: { createdById: string | null }): boolean {
  return can(actor.role, "content.writeAny") || (list.createdById !== null && list.createdById === actor.id);
}

export function assertMayChangeList(actor: ListActor, list: { createdById: string | null }): void {
  if (!mayChangeList(actor, list)) throw forbidden(NOT_YOUR_LIST);
}
