export { default } from "@/app/(public)/topics/[slug]/not-found";
