"use client";

import type { ReactElement } from "react";
import { CopyIcon, TrashIcon } from "@/components/admin/admin-icons";
import { cn } from "@/components/ui/cn";
import { PencilIcon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { DEFAULT_LIST_IMAGE } from "@/components/public/list-card-data";
import { formatDate } from "@/lib/format";
import type { ListRow } from "./content-types";

const pillClasses = "inline-flex items-center rounded-full px-2.5 py-1 text-[0.7rem] font-semibold uppercase leading-none tracking-wider";

export function StatusBadge({ status }: { status: string }) {
  // Anything other than published looks like a draft.
  return status === "published" ? (
    <span className={`${pillClasses} bg-emerald-100 text-emerald-900`}>Published</span>
  ) : (
    <span className={`${pillClasses} bg-amber-100 text-amber-900`}>Draft</span>
  );
}

export interface RowActions {
  mayChange: (row: ListRow) => boolean;
  onEdit: (row: ListRow) => void;
  onDuplicate: (row: ListRow) => void;
  onDelete: (row: ListRow) => void;
}

/**
 * The content manager's rows: a table on wide screens (its actions icon buttons, named by their label and
 * tooltip, so every column fits from 1,280 px without scrolling sideways), stacked cards on phones.
 */
export function ContentTable({ rows, actions }: { rows: ListRow[]; actions: RowActions }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-secondary/15 bg-background">
      <table className="w-full text-left text-sm">
        <thead className="hidden bg-secondary/5 text-xs uppercase tracking-wider text-secondary md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold">Title</th>
            <th scope="col" className="px-3 py-3 font-semibold">Category</th>
            <th scope="col" className="px-3 py-3 font-semibold">Author</th>
            <th scope="col" className="px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="px-3 py-3 font-semibold">Last Updated</th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-secondary/10">
          {rows.map((row) => (
            <ContentRow key={row.id} row={row} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContentRow({ row, actions }: { row: ListRow; actions: RowActions }) {
  const mayChange = actions.mayChange(row);
  return (
    <tr className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 px-4 py-4 md:table-row md:p-0" data-testid="content-row">
      <td className="col-span-2 md:px-3 md:py-3">
        <div className="flex items-center gap-3">
          <img src={row.imageUrl || DEFAULT_LIST_IMAGE} alt="" className="h-12 w-16 shrink-0 rounded-md bg-secondary/10 object-cover" />
          <div className="min-w-0 md:max-w-[14rem] 2xl:max-w-[24rem]">
            <p className="font-semibold text-ink [overflow-wrap:anywhere]">{row.title}</p>
            <p className="truncate text-xs text-ink/70">/{row.slug}</p>
          </div>
        </div>
      </td>
      <td className="text-ink/80 md:px-3 md:py-3">
        <span className="sr-only md:hidden">Category: </span>
        {row.categoryName ?? "Uncategorized"}
      </td>
      <td className="text-right text-ink/80 md:px-3 md:py-3 md:text-left">
        <span className="sr-only md:hidden">Author: </span>
        {row.author || "Anonymous"}
      </td>
      <td className="md:px-3 md:py-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge status={row.status} />
          {row.openReports > 0 && (
            <span className={`${pillClasses} bg-red-100 text-red-900`} title="Open reports waiting for review">
              {row.openReports} {row.openReports === 1 ? "report" : "reports"}
            </span>
          )}
        </div>
      </td>
      <td className="text-right text-xs text-ink/70 md:whitespace-nowrap md:px-3 md:py-3 md:text-left md:text-sm">
        <span className="md:hidden">Updated </span>
        <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>
      </td>
      <td className="col-span-2 md:px-3 md:py-3">
        <div className="flex flex-wrap gap-1 md:flex-nowrap md:justify-end">
          {mayChange && <RowAction label="Edit" title={row.title} icon={<PencilIcon className="h-4 w-4" />} onClick={() => actions.onEdit(row)} />}
          <RowAction label="Duplicate" title={row.title} icon={<CopyIcon />} onClick={() => actions.onDuplicate(row)} />
          {mayChange && <RowAction label="Delete" title={row.title} icon={<TrashIcon />} onClick={() => actions.onDelete(row)} danger />}
        </div>
      </td>
    </tr>
  );
}

/** An action on one row: icon and word on phones, the icon with a tooltip in the table. */
function RowAction({ label, title, icon, onClick, danger }: { label: string; title: string; icon: ReactElement; onClick: () => void; danger?: boolean }) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        onClick={onClick}
        aria-label={`${label} "${title}"`}
        className={cn(
          "inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-full px-3 text-xs font-semibold md:px-0",
          danger ? "text-red-800 hover:bg-red-50" : "text-secondary hover:bg-primary/5 hover:text-primary",
        )}
      >
        {icon}
        <span className="md:sr-only">{label}</span>
      </button>
    </Tooltip>
  );
}
