"use client";

import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { useAdmin } from "./admin-context";
import { onPendingChanges } from "./admin-events";
import { handleUnauthorized } from "./unauthorized";
import { useApiResource } from "./use-api-resource";

interface PublishStatus {
  hasUnpublishedChanges: boolean;
}

// The header's "Unpublished Changes" indicator (saved theme or settings changes not yet live, the same for
// every staff member) and, for those who may publish, the "Publish Changes" button.
export function PublishControls() {
  const { can } = useAdmin();
  const { data: status, reload } = useApiResource<PublishStatus>("/api/admin/publish-status");
  const [publishing, setPublishing] = useState(false);

  useEffect(() => onPendingChanges(reload), [reload]);

  const publish = async () => {
    setPublishing(true);
    const id = toast.loading("Publishing...", { description: "Your changes are being published to the live site." });
    try {
      await apiRequest("POST", "/api/admin/publish");
      toast.success("Changes published", { id, description: "The live site now shows your changes." });
    } catch (error) {
      if (handleUnauthorized(error)) toast.dismiss(id);
      else toast.error("Failed to publish changes.", { id, description: errorMessage(error) ?? undefined });
    } finally {
      setPublishing(false);
      reload();
    }
  };

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
        <Button onClick={publish} disabled={!pending || publishing} title={pending ? undefined : "Nothing waits to be published"}>
          {publishing ? "Publishing..." : "Publish Changes"}
        </Button>
      )}
    </div>
  );
}
