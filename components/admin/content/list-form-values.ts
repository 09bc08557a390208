import type { z } from "zod";
import type { listBodySchema } from "@/lib/content/schema";
import { DEFAULT_QUALITY_SCORE } from "@/lib/content/schema";
import type { EditableListJson } from "./content-types";

export type ListFormInput = z.input<typeof listBodySchema>;
export type ListFormOutput = z.output<typeof listBodySchema>;

/** A new list as the editor starts it: a draft with the defaults the database would give. */
export const NEW_LIST: EditableListJson = {
  title: "",
  slug: "",
  content: "",
  imageUrl: null,
  sourceUrl: null,
  methodology: null,
  verificationStatus: "community",
  qualityScore: DEFAULT_QUALITY_SCORE,
  affiliateDisclosure: false,
  lastVerifiedAt: null,
  categoryId: null,
  expertId: null,
  author: null,
  authorOrg: null,
  isFree: false,
  isFavorite: false,
  status: "draft",
  colorOptions: [],
};

/** The form's fields for a list: blanks as empty text, the date as a day for the date input. */
export function toFormValues(list: EditableListJson): ListFormInput {
  return {
    title: list.title,
    slug: list.slug,
    content: list.content,
    categoryId: list.categoryId,
    expertId: list.expertId,
    author: list.author ?? "",
    authorOrg: list.authorOrg ?? "",
    imageUrl: list.imageUrl,
    sourceUrl: list.sourceUrl ?? "",
    methodology: list.methodology ?? "",
    verificationStatus: list.verificationStatus,
    qualityScore: list.qualityScore ?? DEFAULT_QUALITY_SCORE,
    affiliateDisclosure: list.affiliateDisclosure,
    lastVerifiedAt: list.lastVerifiedAt ? list.lastVerifiedAt.slice(0, 10) : "",
    isFree: list.isFree,
    isFavorite: list.isFavorite,
    status: list.status,
    colorOptions: list.colorOptions,
  };
}

/** The body fields the form has, for mapping the server's field errors back onto them. */
export const FORM_FIELDS = Object.keys(toFormValues(NEW_LIST)) as (keyof ListFormInput)[];
