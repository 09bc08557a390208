"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { apiRequest } from "@/lib/api-client";
import { ROLE_LABELS } from "@/lib/auth/admin-sections";
import { grantStaffRoleSchema, STAFF_ROLES } from "@/lib/users/schema";
import { toastWhileSaving } from "../admin-toast";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";

type GrantInput = z.input<typeof grantStaffRoleSchema>;
type GrantOutput = z.output<typeof grantStaffRoleSchema>;

/** Add Admin: a staff role for an email address, checked with the server's schema. */
export function AddAdminForm() {
  const form = useForm<GrantInput, unknown, GrantOutput>({ resolver: zodResolver(grantStaffRoleSchema), defaultValues: { email: "", role: "admin" } });
  const { errors, isSubmitting } = form.formState;
  const invalidate = useInvalidate();

  const grant = async (body: GrantOutput) => {
    try {
      await toastWhileSaving(apiRequest("POST", "/api/admin/staff", body), {
        loading: "Adding...",
        success: `${body.email} has the ${ROLE_LABELS[body.role]} role, or gets it when they sign in with this address verified.`,
        sentence: "Failed to add the admin.",
        serverMessageFirst: true,
      });
      form.reset({ email: "", role: body.role });
      invalidate(queryKeys.staff, queryKeys.users);
    } catch {
      // The toast has said what went wrong; the address stays in the form.
    }
  };

  return (
    // Laid out by the card's width, not the window's: on a wide screen the card is half of it, too narrow
    // for the address, the role and the button in one row.
    <div className="@container mt-5">
      <form noValidate className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 @xl:grid-cols-[minmax(0,1fr)_10rem_auto]" onSubmit={form.handleSubmit(grant)}>
        <label className="col-span-2 block @xl:col-span-1">
          <span className={labelClasses}>Email</span>
          <input
            type="email"
            {...form.register("email")}
            className={fieldClasses}
            placeholder="name@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "add-admin-email-error" : undefined}
          />
          {errors.email && (
            <span id="add-admin-email-error" className="mt-1 block text-xs text-red-700">
              {errors.email.message}
            </span>
          )}
        </label>
        <label className="block">
          <span className={labelClasses}>Role</span>
          <Select {...form.register("role")}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" className="mt-6" disabled={isSubmitting}>
          Add Admin
        </Button>
      </form>
    </div>
  );
}
