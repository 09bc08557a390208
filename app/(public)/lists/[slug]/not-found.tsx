import { NotFoundPanel } from "@/components/public/not-found-panel";

export default function ListNotFound() {
  return <NotFoundPanel title="List Not Found" message="The list you're looking for doesn't exist or has been removed." />;
}
