import { Skeleton } from "@/components/ui/skeleton";
import { ListGrid } from "./list-grid";

// Skeleton counts: six on grid pages, three on the curator page.
export const GRID_SKELETON_COUNT = 6;
export const CURATOR_SKELETON_COUNT = 3;

export function ListCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-secondary/15" data-testid="list-card-skeleton">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

export function ListGridSkeleton({ count = GRID_SKELETON_COUNT }: { count?: number }) {
  return (
    <ListGrid>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ListCardSkeleton />
        </li>
      ))}
    </ListGrid>
  );
}

/** The heading area of a page while it loads, announced once to screen readers. */
export function PageHeadingSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-12 w-2/3 max-w-xl" />
      <Skeleton className="h-4 w-1/2 max-w-md" />
    </div>
  );
}
