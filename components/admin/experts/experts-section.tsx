export { default } from "../unavailable-section";
