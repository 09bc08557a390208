"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useAdmin } from "@/components/admin/admin-context";
import { expertsQuery, type AdminExpertJson as AdminExpert } from "@/components/admin/admin-queries";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { LoadError } from "@/components/admin/load-error";
import { queryKeys } from "@/components/admin/query-keys";
import { replaceAddressQuery } from "@/components/admin/use-admin-section";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { TrashIcon } from "@/components/admin/admin-icons";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PencilIcon, PlusIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/api-client";
import { ExpertFormDialog } from "./expert-form-dialog";

const countLabel = (count: number) => `${count} ${count === 1 ? "list" : "lists"}`;

/** What deleting an expert does to their lists, for the confirmation. */
function deleteConsequence(count: number): string {
  if (count === 0) return "No lists are credited to them.";
  return `${count === 1 ? "1 list" : `${count} lists`} will lose their expert.`;
}

/** Which expert the address opens in the dialog: ?edit=new for Add Expert, ?edit={id} to edit one. */
function useEditedExpert(experts: AdminExpert[] | undefined): { expert: AdminExpert | null } | null {
  const edit = useSearchParams().get("edit");
  if (edit === "new") return { expert: null };
  const expert = edit ? experts?.find((candidate) => String(candidate.id) === edit) : undefined;
  return expert ? { expert } : null;
}

const showEditedInAddress = (edit: string | null) => replaceAddressQuery({ edit });

/** The Experts tab: a card per expert with edit, delete and a new list by them, and Add Expert. */
export default function ExpertsSection() {
  const { can, openSection } = useAdmin();
  const { data: experts, error, refetch } = useQuery(expertsQuery);
  const editing = useEditedExpert(experts);
  const [deleting, setDeleting] = useState<AdminExpert | null>(null);
  const invalidate = useInvalidate();
  const deleteExpert = useMutation({
    mutationFn: (expert: AdminExpert) => apiRequest("DELETE", `/api/admin/experts/${expert.id}`),
    onSuccess: () => {
      // Their lists lose their expert.
      invalidate(queryKeys.experts, queryKeys.stats, queryKeys.contentLists);
      toastSuccess("Expert deleted successfully.");
      setDeleting(null);
    },
    onError: (failure) => toastFailure(failure, "Failed to delete expert."),
  });

  if (error) return <LoadError what="the experts" error={error} onRetry={() => void refetch()} />;

  return (
    <section aria-label="Experts">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink/70">{experts ? `${experts.length} ${experts.length === 1 ? "expert" : "experts"}` : "Loading experts…"}</p>
        <Button size="sm" onClick={() => showEditedInAddress("new")}>
          <PlusIcon className="h-4 w-4" />
          Add Expert
        </Button>
      </div>
      {experts?.length === 0 && <p className="mt-6 rounded-xl border border-dashed border-secondary/25 p-6 text-center text-sm text-ink/70">No experts found.</p>}
      {experts && experts.length > 0 && (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {experts.map((expert) => (
            <li key={expert.id} data-testid="expert-card" className="flex min-w-0 flex-col rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm">
              <div className="flex items-start gap-4">
                <img src={expert.imageUrl || DEFAULT_EXPERT_IMAGE} alt="" className="h-16 w-16 shrink-0 rounded-full bg-secondary/10 object-cover" />
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-heading text-xl font-bold text-ink">{expert.name}</h3>
                  <p className="truncate text-xs text-ink/70">@{expert.handle}</p>
                  {expert.specialty && <p className="mt-1 truncate text-sm text-secondary">{expert.specialty}</p>}
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                {expert.verified && <Badge tone="verified">Verified</Badge>}
                <Badge tone="quality">Credibility {expert.credibilityScore ?? "—"}</Badge>
                <Badge tone="community">{countLabel(expert.listCount)}</Badge>
              </div>
              {expert.bio && <p className="mt-3 line-clamp-2 text-sm text-ink/80">{expert.bio}</p>}
              <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
                {can("content.write") && (
                  <Button variant="ghost" size="sm" onClick={() => openSection("content", { edit: "new", expert: String(expert.id) })} aria-label={`New list by ${expert.name}`}>
                    <PlusIcon className="h-4 w-4" />
                    New list
                  </Button>
                )}
                <Button variant="outline" size="sm" onClick={() => showEditedInAddress(String(expert.id))} aria-label={`Edit ${expert.name}`}>
                  <PencilIcon className="h-4 w-4" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" className="hover:text-red-700" onClick={() => setDeleting(expert)} aria-label={`Delete ${expert.name}`}>
                  <TrashIcon />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ExpertFormDialog open={editing !== null} expert={editing?.expert ?? null} onClose={() => showEditedInAddress(null)} />
      <ConfirmDialog
        open={deleting !== null}
        busy={deleteExpert.isPending}
        message={deleting && <>Are you sure you want to delete expert &quot;{deleting.name}&quot;? {deleteConsequence(deleting.listCount)}</>}
        onConfirm={() => deleting && deleteExpert.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
