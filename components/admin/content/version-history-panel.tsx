"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { LoadError } from "../load-error";
import { handleUnauthorized } from "../unauthorized";
import { useLoadedResource } from "../use-api-resource";
import type { EditableListJson, VersionJson } from "./content-types";
import { formatMoment, plainText } from "./content-types";
import { VersionDiff } from "./version-diff";

const PREVIEW_LENGTH = 100;

/** A saved list's versions, newest first: a preview of each, what changed since, and restore (not the latest). */
export function VersionHistoryPanel({ list, onRestored }: { list: EditableListJson; onRestored: (list: EditableListJson) => void }) {
  const url = `/api/admin/content-lists/${list.id}/versions`;
  // Loaded again whenever the editor hands over a new list (a save or a restore, each of which makes a version).
  const [shown, setShown] = useState({ list, revision: 0 });
  if (shown.list !== list) setShown({ list, revision: shown.revision + 1 });
  const { data: versions, error, reload } = useLoadedResource<VersionJson[]>(`${url}#${shown.revision}`, () => apiRequest<VersionJson[]>("GET", url));
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restore(version: VersionJson) {
    setRestoring(version.id);
    try {
      const restored = await apiRequest<EditableListJson>("POST", `/api/admin/content-lists/${list.id}/restore/${version.id}`);
      toast.success("Success", { description: "Version restored successfully." });
      setComparing(null);
      onRestored(restored);
    } catch (error) {
      if (!handleUnauthorized(error)) toast.error("Error", { description: "Failed to restore version." });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby="version-history-title" className="border-t border-secondary/15 pt-6">
      <h3 id="version-history-title" className="font-heading text-2xl font-bold text-ink">
        Version History
      </h3>
      <p className="mt-1 text-sm text-ink/75">Versions are created automatically when content is updated.</p>
      <div className="mt-4">
        {error ? (
          <LoadError what="the versions" error={error} onRetry={reload} />
        ) : versions === null ? (
          <p role="status" className="text-sm text-ink/75">
            Loading versions…
          </p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-ink/75">No version history yet</p>
        ) : (
          <ol className="space-y-3">
            {versions.map((version, index) => {
              const latest = index === 0;
              const preview = plainText(version.content).slice(0, PREVIEW_LENGTH);
              return (
                <li key={version.id} className="rounded-xl border border-secondary/15 bg-background p-4" data-testid="list-version">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-semibold text-ink">
                        Version {version.versionNumber}
                        {latest && <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">Current</span>}
                      </p>
                      <p className="text-xs text-ink/70">
                        {formatMoment(version.createdAt)}
                        {version.createdBy && ` · ${version.createdBy}`}
                        {version.restoredFrom !== null && ` · restored from version ${version.restoredFrom}`}
                      </p>
                      <p className="mt-2 text-sm font-medium text-ink [overflow-wrap:anywhere]">{version.title}</p>
                      <p className="mt-1 text-sm text-ink/75 [overflow-wrap:anywhere]">{preview || <em>No content</em>}</p>
                    </div>
                    {!latest && (
                      <div className="flex shrink-0 gap-2">
                        <Button variant="outline" size="sm" aria-expanded={comparing === version.id} onClick={() => setComparing(comparing === version.id ? null : version.id)}>
                          {comparing === version.id ? "Hide changes" : "Show changes"}
                        </Button>
                        <Button size="sm" disabled={restoring !== null} onClick={() => void restore(version)} aria-label={`Restore version ${version.versionNumber}`}>
                          {restoring === version.id ? "Restoring…" : "Restore"}
                        </Button>
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
