import { Skeleton } from "@/components/ui/skeleton";
import { PageContainer } from "@/components/public/page-header";
import { CURATOR_SKELETON_COUNT, ListGridSkeleton } from "@/components/public/skeletons";

/** The curator page while it loads: the profile card and three list skeletons. */
export function CuratorProfileSkeleton() {
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        Loading curator
      </p>
      <Skeleton className="h-4 w-48" />
      <div className="mt-8 overflow-hidden rounded-3xl border border-secondary/15">
        <Skeleton className="h-24 rounded-none sm:h-32" />
        <div className="flex flex-col gap-6 px-6 pb-8 sm:flex-row sm:px-10">
          <Skeleton className="-mt-14 h-32 w-32 rounded-full sm:-mt-20 sm:h-40 sm:w-40" />
          <div className="flex-1 space-y-3 sm:pt-6">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      </div>
      <Skeleton className="mt-16 h-9 w-64" />
      <div className="mt-8">
        <ListGridSkeleton count={CURATOR_SKELETON_COUNT} />
      </div>
    </PageContainer>
  );
}
