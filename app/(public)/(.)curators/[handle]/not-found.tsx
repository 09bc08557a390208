export { default } from "../../curators/[handle]/not-found";
