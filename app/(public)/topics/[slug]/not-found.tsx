import { TopicNotFound } from "@/components/public/not-found-screens";

export default TopicNotFound;
