"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { PlusIcon, SearchIcon } from "@/components/ui/icons";
import { ACCEPT_ATTRIBUTE } from "@/lib/media/file-types";
import type { MediaKind } from "@/lib/media/schema";
import { useAdmin } from "../admin-context";
import { LoadError } from "../load-error";
import { Pager } from "../pager";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { DeleteMediaDialog } from "./delete-media-dialog";
import { MediaCard } from "./media-card";
import { KIND_FILTERS, type MediaFile } from "./media-types";
import { UploadQueue, useUploadQueue } from "./upload-queue";
import { useMediaPage } from "./use-media-page";

const SEARCH_DELAY_MS = 250;

/** The media library, a page at a time: upload several files at once, search by name, filter by kind, delete. */
export default function MediaSection() {
  const { can } = useAdmin();
  const canWrite = can("media.write");
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<{ q: string; type: "" | MediaKind; page: number }>({ q: "", type: "", page: 1 });
  const [deleting, setDeleting] = useState<MediaFile | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((current) => (current.q === search.trim() ? current : { ...current, q: search.trim(), page: 1 })), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const { data, error, refetch, pageCount } = useMediaPage(filters);
  const files = data?.items;
  const invalidate = useInvalidate();
  const refreshLibrary = useCallback(() => invalidate(queryKeys.media), [invalidate]);
  const { queue, start, dismiss } = useUploadQueue(refreshLibrary);

  return (
    <div>
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end">
        <label className="flex-1">
          <span className={labelClasses}>Search by name</span>
          <span className="relative block">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-secondary/70" aria-hidden="true" />
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search files..." className={`${fieldClasses} pl-9`} />
          </span>
        </label>
        <label className="md:w-48">
          <span className={labelClasses}>Type</span>
          <select value={filters.type} onChange={(event) => setFilters((current) => ({ ...current, type: event.target.value as "" | MediaKind, page: 1 }))} className={fieldClasses}>
            {KIND_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
        {canWrite && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              className="sr-only"
              aria-label="Choose files to upload"
              tabIndex={-1}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                event.target.value = "";
                if (chosen.length) start(chosen);
              }}
            />
            <Button onClick={() => input.current?.click()}>
              <PlusIcon className="h-4 w-4" aria-hidden="true" />
              Upload Files
            </Button>
          </>
        )}
      </div>
      {canWrite && <p className="-mt-3 mb-6 text-xs text-ink/70">Images, videos, PDF and Word documents, up to 10 MB each. Several files can be chosen at once.</p>}

      <UploadQueue queue={queue} onDismiss={dismiss} />

      {error ? (
        <LoadError what="the media library" error={error} onRetry={() => void refetch()} />
      ) : files === undefined ? (
        <p role="status" className="text-sm text-ink/70">
          Loading media…
        </p>
      ) : files.length === 0 ? (
        <p className="rounded-xl border border-dashed border-secondary/30 p-10 text-center text-sm text-ink/70">No media files found.</p>
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-ink/70">{data?.total === 1 ? "1 file" : `${data?.total ?? 0} files`}</p>
          <ul aria-label="Media files" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {files.map((file) => (
              <MediaCard key={file.id} file={file} onDelete={canWrite ? () => setDeleting(file) : undefined} />
            ))}
          </ul>
          <Pager label="Pages of media files" page={filters.page} pageCount={pageCount} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
        </div>
      )}

      <DeleteMediaDialog
        file={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </div>
  );
}
