import { ListDetailSkeleton } from "@/components/public/list-detail/list-detail-skeleton";

export default function Loading() {
  return <ListDetailSkeleton />;
}
