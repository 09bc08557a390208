import { Skeleton } from "@/components/ui/skeleton";
import { PageContainer } from "@/components/public/page-header";

/** The list page while it streams in: header, image, body lines and the sidebar cards. */
export function ListDetailSkeleton() {
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        Loading list
      </p>
      <Skeleton className="h-4 w-64" />
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_340px] xl:gap-16">
        <div>
          <div className="flex gap-2">
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-6 h-12 w-full" />
          <Skeleton className="mt-3 h-12 w-2/3" />
          <Skeleton className="mt-8 h-6 w-full" />
          <Skeleton className="mt-8 aspect-[16/9] w-full rounded-2xl" />
          <div className="mt-10 space-y-3">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className={index % 3 === 2 ? "h-4 w-3/4" : "h-4 w-full"} />
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </div>
    </PageContainer>
  );
}
