export { default } from "../../lists/[slug]/not-found";
