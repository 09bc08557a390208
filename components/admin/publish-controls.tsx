"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import type { JsonAnswer } from "@/lib/json-types";
import type { findPublishStatus } from "@/lib/publishing/pending-changes";
import { useAdmin } from "./admin-context";
import { getJson } from "./admin-queries";
import { toastWhileSaving } from "./admin-toast";
import { queryKeys } from "./query-keys";

// The header's "Unpublished Changes" indicator (saved theme or settings changes not yet live, the same for
// every staff member) and, for those who may publish, the "Publish Changes" button.
export function PublishControls() {
  const { can } = useAdmin();
  const queryClient = useQueryClient();
  const { data: status } = useQuery({
    queryKey: queryKeys.publishStatus,
    queryFn: () => getJson<JsonAnswer<typeof findPublishStatus>>("/api/admin/publish-status"),
  });
  const publish = useMutation({
    mutationFn: () =>
      toastWhileSaving(apiRequest("POST", "/api/admin/publish"), {
        loading: "Publishing...",
        loadingDescription: "Your changes are being published to the live site.",
        successTitle: "Changes published",
        success: "The live site now shows your changes.",
        sentence: "Failed to publish changes.",
        serverMessageFirst: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.publishStatus }),
  });
  const publishing = publish.isPending;

  const pending = status?.hasUnpublishedChanges ?? false;
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-3">
      {pending && (
        <span role="status" className="inline-flex items-center gap-2 rounded-full bg-accent/20 px-3 py-1.5 text-xs font-semibold text-secondary">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent" />
          Unpublished Changes
        </span>
      )}
      {can("site.publish") && (
        <Button onClick={() => publish.mutate()} disabled={!pending || publishing} title={pending ? undefined : "Nothing waits to be published"}>
          {publishing ? "Publishing..." : "Publish Changes"}
        </Button>
      )}
    </div>
  );
}
