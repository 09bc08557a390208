export { default } from "../../topics/[slug]/not-found";
