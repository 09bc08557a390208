import { ListNotFound } from "@/components/public/not-found-screens";

export default ListNotFound;
