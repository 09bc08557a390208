export { default } from "@/app/(public)/lists/[slug]/not-found";
