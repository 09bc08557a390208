"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { AdminExpertJson as AdminExpert } from "@/components/admin/admin-queries";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { MediaPicker } from "@/components/admin/media-picker";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/components/admin/query-keys";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { DEFAULT_CREDIBILITY_SCORE, expertCreateSchema } from "@/lib/experts/schema";

type Input = z.input<typeof expertCreateSchema>;
type Output = z.output<typeof expertCreateSchema>;
/** A field's error as react-hook-form reports it (nested fields such as socials.website included). */
type FieldProblem = { message?: string } | undefined;

const emptyExpert: Input = {
  name: "",
  handle: "",
  specialty: "",
  bio: "",
  imageUrl: null,
  verified: false,
  credibilityScore: DEFAULT_CREDIBILITY_SCORE,
  socials: { website: "", email: "", twitter: "", linkedin: "" },
  sortOrder: 0,
};

const valuesOf = (expert: AdminExpert): Input => ({
  name: expert.name,
  handle: expert.handle,
  specialty: expert.specialty ?? "",
  bio: expert.bio ?? "",
  imageUrl: expert.imageUrl,
  verified: expert.verified,
  credibilityScore: expert.credibilityScore ?? DEFAULT_CREDIBILITY_SCORE,
  socials: { website: "", email: "", twitter: "", linkedin: "", ...expert.socials },
  sortOrder: expert.sortOrder,
});

const EXPERT_FIELDS = ["name", "handle", "specialty", "bio", "imageUrl", "credibilityScore", "sortOrder"] as const;

/** Whole numbers from a text box; anything else reads as 0. */
const wholeNumberOrZero = (value: unknown) => {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Adds an expert (`expert` null) or edits one; closes when the save succeeds. */
export function ExpertFormDialog({
  open,
  expert,
  onClose,
}: {
  open: boolean;
  expert: AdminExpert | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={expert ? "Edit Expert" : "Add Expert"} size="lg">
      {open && <ExpertForm key={expert?.id ?? "new"} expert={expert} onClose={onClose} />}
    </Dialog>
  );
}

function ExpertForm({ expert, onClose }: { expert: AdminExpert | null; onClose: () => void }) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(expertCreateSchema), defaultValues: expert ? valuesOf(expert) : emptyExpert });
  const { errors, isSubmitting } = form.formState;
  const invalidate = useInvalidate();

  const submit = async (values: Output) => {
    try {
      if (expert) await apiRequest<AdminExpert>("PATCH", `/api/admin/experts/${expert.id}`, values);
      else await apiRequest<AdminExpert>("POST", "/api/admin/experts", values);
      invalidate(queryKeys.experts, queryKeys.stats);
      toastSuccess(expert ? "Expert updated successfully." : "Expert created successfully.");
      onClose();
    } catch (error) {
      toastFailure(error, expert ? "Failed to update expert." : "Failed to create expert.");
      showServerFieldErrors(error, form.setError, EXPERT_FIELDS);
    }
  };

  const field = (name: string, label: string, error: FieldProblem, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`expert-${name}`} className={labelClasses}>
        {label}
      </label>
      {input}
      {error?.message ? (
        <p id={`expert-${name}-error`} className="mt-1 text-sm text-red-800">
          {error.message}
        </p>
      ) : (
        hint && <p className="mt-1 text-xs text-ink/70">{hint}</p>
      )}
    </div>
  );
  const inputProps = (name: string, error: FieldProblem) => ({
    id: `expert-${name}`,
    className: fieldClasses,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `expert-${name}-error` : undefined,
  });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Name", errors.name, <input {...inputProps("name", errors.name)} {...form.register("name")} autoFocus />)}
        {field("handle", "Handle", errors.handle, <input {...inputProps("handle", errors.handle)} {...form.register("handle")} placeholder="made from the name" />, "The curator page's address: /curators/{handle}.")}
        {field("specialty", "Specialty", errors.specialty, <input {...inputProps("specialty", errors.specialty)} {...form.register("specialty")} />)}
        {field(
          "credibilityScore",
          "Credibility score (0-100)",
          errors.credibilityScore,
          <input type="number" min={0} max={100} step={1} {...inputProps("credibilityScore", errors.credibilityScore)} {...form.register("credibilityScore", { valueAsNumber: true })} />,
        )}
      </div>
      {field("bio", "Bio", errors.bio, <textarea rows={4} {...inputProps("bio", errors.bio)} className={`${fieldClasses} h-auto py-2`} {...form.register("bio")} />)}
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field: image }) => (
          <MediaPicker label="Image" value={(image.value as string | null | undefined) ?? null} onChange={image.onChange} fallbackUrl={DEFAULT_EXPERT_IMAGE} />
        )}
      />
      {errors.imageUrl?.message && <p className="text-sm text-red-800">{errors.imageUrl.message}</p>}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={`${labelClasses} mb-3`}>Links</legend>
        {field("website", "Website", errors.socials?.website, <input type="url" {...inputProps("website", errors.socials?.website)} {...form.register("socials.website")} placeholder="https://" />)}
        {field("email", "Email", errors.socials?.email, <input type="email" {...inputProps("email", errors.socials?.email)} {...form.register("socials.email")} />)}
        {field("twitter", "Twitter", errors.socials?.twitter, <input {...inputProps("twitter", errors.socials?.twitter)} {...form.register("socials.twitter")} placeholder="@handle" />)}
        {field("linkedin", "LinkedIn", errors.socials?.linkedin, <input type="url" {...inputProps("linkedin", errors.socials?.linkedin)} {...form.register("socials.linkedin")} placeholder="https://" />)}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        {field(
          "sortOrder",
          "Sort order",
          errors.sortOrder,
          <input type="number" step={1} {...inputProps("sortOrder", errors.sortOrder)} {...form.register("sortOrder", { setValueAs: wholeNumberOrZero })} />,
          "Lower numbers come first.",
        )}
        <label className="flex h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" className="h-5 w-5 accent-primary" {...form.register("verified")} />
          Verified expert
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-secondary/15 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : expert ? "Save Changes" : "Add Expert"}
        </Button>
      </div>
    </form>
  );
}
