import { z } from "zod";
import { notTextError, recordId, recordIdParam, slugSchema, slugify, sortOrderSchema } from "@/lib/validation/primitives";

const CATEGORY_NAME_MAX_LENGTH = 100;

const nameSchema = z
  .string({ error: notTextError("Please enter a name.", "A name") })
  .trim()
  .min(1, "Please enter a name.")
  .max(CATEGORY_NAME_MAX_LENGTH, `A name can be at most ${CATEGORY_NAME_MAX_LENGTH} characters.`);

/**
 * A slug left out (or blank) is derived from the name, as the add form shows it, and never reported on its
 * own when the name is wrong. A name with nothing a slug can hold (another script, only symbols) leaves it
 * out, and the category gets a free fallback slug.
 */
const withDerivedSlug = (input: unknown) => {
  if (typeof input !== "object" || input === null) return input;
  const { name, slug } = input as { name?: unknown; slug?: unknown };
  const blank = slug === undefined || slug === null || (typeof slug === "string" && slug.trim() === "");
  return blank ? { ...input, slug: (typeof name === "string" && slugify(name)) || undefined } : input;
};

/** A category's own fields; the admin's add and rename forms check the name with it. */
/** The slug of a category whose name holds nothing a slug can use (with a number when taken). */
export const CATEGORY_FALLBACK_SLUG = "category";

export const categoryFieldsSchema = z.object({ name: nameSchema, slug: slugSchema });

const isVisibleSchema = z.boolean({ error: "isVisible must be true or false." });

/** Name, and a slug derived from it unless given; left out, sortOrder puts the new one last. */
const createFields = categoryFieldsSchema.extend({ slug: slugSchema.optional(), sortOrder: sortOrderSchema.optional() });

/** POST /api/admin/categories: the fields above, and isVisible (shown unless false). */
export const categoryCreateSchema = z.preprocess(withDerivedSlug, createFields.extend({ isVisible: isVisibleSchema.optional() }));

/** POST /api/admin/secondary-categories. */
export const secondaryCategoryCreateSchema = z.preprocess(withDerivedSlug, createFields);

/** PATCH /api/admin/secondary-categories/{id}: only the fields sent change. */
export const secondaryCategoryUpdateSchema = z
  .object({ name: nameSchema.optional(), slug: slugSchema.optional() })
  .refine((body) => body.name !== undefined || body.slug !== undefined, "Send at least one of name or slug.");

/** PATCH /api/admin/categories/{id}: name, slug or isVisible; only the fields sent change. */
export const categoryUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    slug: slugSchema.optional(),
    isVisible: isVisibleSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.slug !== undefined || body.isVisible !== undefined, "Send at least one of name, slug or isVisible.");

/** POST /api/admin/categories/reorder (and secondary): every id, once each, in the new order. */
export const reorderSchema = z.object({
  ids: z
    .array(recordId("ids", "a category"), { error: "ids must be a list of category ids." })
    .min(1, "ids must list the categories in their new order; it is empty.")
    .max(1000, "ids can hold at most 1000 ids.")
    .refine((ids) => new Set(ids).size === ids.length, "ids must not repeat an id."),
});

export const categoryIdParamsSchema = z.object({ id: recordIdParam("id must be a whole number, the category's id.") });

export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export type SecondaryCategoryCreate = z.output<typeof secondaryCategoryCreateSchema>;
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;
export type SecondaryCategoryUpdate = z.output<typeof secondaryCategoryUpdateSchema>;
