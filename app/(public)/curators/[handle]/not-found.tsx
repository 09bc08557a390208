import { CuratorNotFound } from "@/components/public/not-found-screens";

export default CuratorNotFound;
