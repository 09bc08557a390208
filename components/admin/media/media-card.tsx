"use client";

import Image from "next/image";
import { formatFileSize } from "@/lib/media/format-size";
import { thumbnailUrl, type MediaFile } from "./media-types";

const KIND_LABEL: Record<string, string> = { video: "Video", application: "Document" };

export function MediaCard({ file, onDelete }: { file: MediaFile; onDelete?: () => void }) {
  const kind = file.mimeType.split("/")[0];
  const extension = file.filename.slice(file.filename.lastIndexOf(".") + 1).toUpperCase();
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-secondary/15 bg-white shadow-sm">
      <a href={file.url} target="_blank" rel="noopener" className="relative block aspect-[4/3] bg-secondary/10" aria-label={`Open ${file.originalName}`}>
        {kind === "image" ? (
          <Image src={thumbnailUrl(file, 640)} alt="" fill sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw" className="object-cover" />
        ) : (
          <span className="flex h-full flex-col items-center justify-center gap-1 text-secondary">
            <span className="rounded-md border border-secondary/30 px-2 py-1 text-sm font-bold tracking-wider">{extension}</span>
            <span className="text-xs">{KIND_LABEL[kind] ?? "File"}</span>
          </span>
        )}
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3 pb-1">
        <p className="truncate text-sm font-semibold text-ink" title={file.originalName}>
          {file.originalName}
        </p>
        <p className="text-xs text-ink/70">
          {formatFileSize(file.size)}
          {file.width && file.height ? ` · ${file.width}×${file.height}` : ""}
        </p>
        {onDelete && (
          <button type="button" onClick={onDelete} className="-mx-2 mt-auto inline-flex min-h-10 items-center self-start rounded-md px-2 text-xs font-semibold text-red-800 hover:bg-red-50 hover:underline" aria-label={`Delete ${file.originalName}`}>
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
