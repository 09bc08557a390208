export { default } from "@/app/(public)/curators/[handle]/not-found";
