import { CuratorProfileSkeleton } from "@/components/public/curator/curator-profile-skeleton";

export default function Loading() {
  return <CuratorProfileSkeleton />;
}
