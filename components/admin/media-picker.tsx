"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { LoadError } from "./load-error";
import { useMediaPage } from "./media/use-media-page";
import { Pager } from "./pager";

const SEARCH_DELAY_MS = 250;

/**
 * An image from the media library for a field (a list's featured image, an expert's photo, the hero):
 * shows the current choice, and a dialog with the library's images, a name filter and Clear Image.
 */
export function MediaPicker({
  label,
  value,
  onChange,
  fallbackUrl,
  hint,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Shown when nothing is chosen (what the public site shows then). */
  fallbackUrl?: string;
  hint?: string;
}) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const preview = value || fallbackUrl;
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className={labelClasses}>
        {label}
      </span>
      <div className="flex items-center gap-4">
        <div className="h-20 w-28 shrink-0 overflow-hidden rounded-lg border border-secondary/20 bg-secondary/10">
          {preview && <img src={preview} alt="" className="h-full w-full object-cover" />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {value ? "Change Image" : "Choose Image"}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              Clear Image
            </Button>
          )}
        </div>
      </div>
      {hint && <p className="mt-1.5 text-xs text-ink/70">{hint}</p>}
      <Dialog open={open} onClose={() => setOpen(false)} title="Choose an Image" size="xl">
        {open && (
          <ImageLibrary
            selected={value}
            onPick={(url) => {
              onChange(url);
              setOpen(false);
            }}
            onClear={() => {
              onChange(null);
              setOpen(false);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

/**
 * The library's images a page at a time, with a name filter the server applies and Clear Image (the list
 * editor also inserts images into a body from it).
 */
export function ImageLibrary({ selected, onPick, onClear }: { selected: string | null; onPick: (url: string) => void; onClear: () => void }) {
  const [filter, setFilter] = useState("");
  const [filters, setFilters] = useState({ q: "", type: "image" as const, page: 1 });
  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((current) => (current.q === filter.trim() ? current : { ...current, q: filter.trim(), page: 1 })), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [filter]);
  const { data, error, refetch, pageCount } = useMediaPage(filters);
  const shown = data?.items;
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex-1">
          <span className={labelClasses}>Filter by name</span>
          <input value={filter} onChange={(event) => setFilter(event.target.value)} className={fieldClasses} placeholder="Search images..." />
        </label>
        <Button variant="outline" onClick={onClear}>
          Clear Image
        </Button>
      </div>
      <div className="mt-5 max-h-[60vh] overflow-y-auto">
        {error ? (
          <LoadError what="the images" error={error} onRetry={() => void refetch()} />
        ) : shown === undefined ? (
          <p role="status" className="text-sm text-ink/70">
            Loading images…
          </p>
        ) : shown.length === 0 && !filters.q ? (
          <p className="text-sm text-ink/70">No images uploaded yet</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-ink/70">No images found</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => onPick(image.url)}
                  aria-pressed={selected === image.url}
                  className="group block w-full overflow-hidden rounded-xl border border-secondary/20 text-left hover:border-primary aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
                >
                  <img src={image.url} alt="" className="aspect-[4/3] w-full bg-secondary/10 object-cover" loading="lazy" />
                  <span className="block truncate px-2 py-1.5 text-xs text-ink/80">{image.originalName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4">
        <Pager label="Pages of images" page={filters.page} pageCount={pageCount} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
      </div>
    </div>
  );
}
