import { PageContainer } from "@/components/public/page-header";
import { ListGridSkeleton, PageHeadingSkeleton } from "@/components/public/skeletons";

export default function Loading() {
  return (
    <PageContainer>
      <PageHeadingSkeleton label="Loading topic" />
      <div className="mt-10">
        <ListGridSkeleton />
      </div>
    </PageContainer>
  );
}
