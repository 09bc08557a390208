import { NotFoundPanel } from "@/components/public/not-found-panel";

export default function CuratorNotFound() {
  return <NotFoundPanel title="Curator Not Found" message="We couldn't find that curator. Their profile may have moved or been removed." />;
}
