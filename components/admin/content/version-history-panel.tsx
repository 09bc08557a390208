"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { getJson } from "../admin-queries";
import { toastFailure, toastSuccess } from "../admin-toast";
import { LoadError } from "../load-error";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { formatDateTime } from "@/lib/format";
import type { EditableListJson, VersionJson } from "./content-types";
import { VersionDiff } from "./version-diff";

/** A saved list's versions, newest first: a preview of each, what changed since, and restore (not the latest). */
export function VersionHistoryPanel({ listId, list, mayRestore = true }: { listId: number; list: EditableListJson; mayRestore?: boolean }) {
  const { data: versions, error, refetch } = useQuery({
    queryKey: queryKeys.listVersions(listId),
    queryFn: () => getJson<VersionJson[]>(`/api/admin/content-lists/${listId}/versions`),
  });
  const [comparing, setComparing] = useState<number | null>(null);
  const invalidate = useInvalidate();
  // A restore makes a new version and changes the list: its editor, its versions and the table reload.
  const restore = useMutation({
    mutationFn: (version: VersionJson) => apiRequest<EditableListJson>("POST", `/api/admin/content-lists/${listId}/restore/${version.id}`),
    onSuccess: () => {
      toastSuccess("Version restored successfully.");
      setComparing(null);
      invalidate(queryKeys.contentLists);
    },
    onError: (error) => toastFailure(error, "Failed to restore version."),
  });
  const restoring = restore.isPending ? restore.variables.id : null;

  return (
    <section aria-labelledby="version-history-title" className="border-t border-secondary/15 pt-6">
      <h3 id="version-history-title" className="font-heading text-2xl font-bold text-ink">
        Version History
      </h3>
      <p className="mt-1 text-sm text-ink/75">Versions are created automatically when content is updated.</p>
      <div className="mt-4">
        {error ? (
          <LoadError what="the versions" error={error} onRetry={() => void refetch()} />
        ) : versions === undefined ? (
          <p role="status" className="text-sm text-ink/75">
            Loading versions…
          </p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-ink/75">No version history yet</p>
        ) : (
          <ol className="space-y-3">
            {versions.map((version, index) => {
              const latest = index === 0;
              return (
                <li key={version.id} className="rounded-xl border border-secondary/15 bg-background p-4" data-testid="list-version">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-semibold text-ink">
                        Version {version.versionNumber}
                        {latest && <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">Current</span>}
                      </p>
                      <p className="text-xs text-ink/70">
                        {formatDateTime(version.createdAt)}
                        {version.createdBy && ` · ${version.createdBy}`}
                        {version.restoredFrom !== null && ` · restored from version ${version.restoredFrom}`}
                      </p>
                      <p className="mt-2 text-sm font-medium text-ink [overflow-wrap:anywhere]">{version.title}</p>
                      <p className="mt-1 text-sm text-ink/75 [overflow-wrap:anywhere]">{version.preview || <em>No content</em>}</p>
                    </div>
                    {!latest && (
                      <div className="flex shrink-0 gap-2">
                        <Button variant="outline" size="sm" aria-expanded={comparing === version.id} onClick={() => setComparing(comparing === version.id ? null : version.id)}>
                          {comparing === version.id ? "Hide changes" : "Show changes"}
                        </Button>
                        {mayRestore && (
                          <Button size="sm" disabled={restoring !== null} onClick={() => restore.mutate(version)} aria-label={`Restore version ${version.versionNumber}`}>
                            {restoring === version.id ? "Restoring…" : "Restore"}
                          </Button>
                        )}
                      </div>
                    )}
                  </div>
                  {comparing === version.id && <VersionDiff version={version} current={list} />}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
