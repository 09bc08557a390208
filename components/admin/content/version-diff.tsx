"use client";

import { useMemo } from "react";
import { diffLines, hasChanges, htmlAsLines, type DiffLine } from "@/lib/content/diff";
import type { EditableListJson, VersionJson } from "./content-types";

const MARKS: Record<DiffLine["kind"], { sign: string; label: string; className: string }> = {
  same: { sign: " ", label: "", className: "text-ink/70" },
  removed: { sign: "−", label: "Only in this version: ", className: "bg-red-50 text-red-900" },
  added: { sign: "+", label: "Only in the current list: ", className: "bg-emerald-50 text-emerald-900" },
};

/** What differs between a version and the list as it is now: the title, then the body block by block. */
export function VersionDiff({ version, current }: { version: VersionJson; current: EditableListJson }) {
  const title = useMemo(() => diffLines(version.title, current.title), [version.title, current.title]);
  const content = useMemo(() => diffLines(htmlAsLines(version.content ?? ""), htmlAsLines(current.content)), [version.content, current.content]);
  return (
    <div className="mt-4 space-y-3 border-t border-secondary/10 pt-4" data-testid="version-diff">
      <p className="text-xs text-ink/75">
        Changes from version {version.versionNumber} to the current list: <span className="text-red-900">− removed</span>,{" "}
        <span className="text-emerald-900">+ added</span>.
      </p>
      <DiffBlock heading="Title" lines={title} />
      <DiffBlock heading="Content" lines={content} />
    </div>
  );
}

function DiffBlock({ heading, lines }: { heading: string; lines: DiffLine[] }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-secondary">{heading}</p>
      {hasChanges(lines) ? (
        <pre className="mt-1 max-h-80 overflow-auto rounded-lg border border-secondary/15 bg-secondary/5 py-1 text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
          {lines.map((line, index) => (
            <div key={index} className={`px-2 ${MARKS[line.kind].className}`}>
              <span aria-hidden="true" className="mr-2 select-none">
                {MARKS[line.kind].sign}
              </span>
              {MARKS[line.kind].label && <span className="sr-only">{MARKS[line.kind].label}</span>}
              {line.text || " "}
            </div>
          ))}
        </pre>
      ) : (
        <p className="mt-1 text-sm text-ink/70">No changes.</p>
      )}
    </div>
  );
}
