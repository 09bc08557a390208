import { z } from "zod";
import { blankToUndefined, handleSchema, httpUrl, isImageAddress, notTextError, optionalText, recordIdParam, sortOrderSchema } from "@/lib/validation/primitives";

const EXPERT_NAME_MAX_LENGTH = 120;
export const DEFAULT_CREDIBILITY_SCORE = 50;

const blankToNull = (value: unknown) => (value === undefined ? undefined : blankToUndefined(value) ?? null);

/** A picture's address: a path on this site (the media library's /media/…) or an http(s) address. */
const imageUrlSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: "imageUrl must be text." })
    .trim()
    .max(2000, "imageUrl can be at most 2000 characters.")
    .refine(isImageAddress, "imageUrl must be a path on this site (such as /media/photo.jpg) or an address starting with http:// or https://.")
    .nullable(),
);

const optionalSocial = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Links on the curator's page; blank ones are left out. */
const socialsSchema = z.object(
  {
    website: optionalSocial(httpUrl("The website")),
    email: optionalSocial(z.string().trim().max(320, "email can be at most 320 characters.").pipe(z.email("email must be an email address such as name@example.com."))),
    twitter: optionalSocial(
      z
        .string()
        .trim()
        .max(200, "twitter can be at most 200 characters.")
        .regex(/^(@?[A-Za-z0-9_]{1,15}|https?:\/\/\S+)$/, "twitter must be a handle such as @name or an address starting with https://."),
    ),
    linkedin: optionalSocial(httpUrl("The LinkedIn address")),
  },
  { error: "socials must be an object with website, email, twitter and linkedin." },
);

const fields = {
  name: z
    .string({ error: notTextError("Please enter a name.", "A name") })
    .trim()
    .min(1, "Please enter a name.")
    .max(EXPERT_NAME_MAX_LENGTH, `A name can be at most ${EXPERT_NAME_MAX_LENGTH} characters.`),
  /** The last part of /curators/{handle}; left out, it is derived from the name. */
  handle: z.preprocess(blankToUndefined, handleSchema.optional()),
  specialty: optionalText("specialty", 200),
  bio: optionalText("bio", 5000),
  imageUrl: imageUrlSchema,
  verified: z.boolean({ error: "verified must be true or false." }),
  credibilityScore: z
    .number({ error: "The credibility score must be a whole number from 0 to 100." })
    .int("The credibility score must be a whole number from 0 to 100.")
    .min(0, "The credibility score must be a whole number from 0 to 100.")
    .max(100, "The credibility score must be a whole number from 0 to 100."),
  socials: socialsSchema,
  sortOrder: sortOrderSchema,
};

/** POST /api/admin/experts: name is required; every other field has a default. */
export const expertCreateSchema = z.object({
  ...fields,
  specialty: fields.specialty.optional(),
  bio: fields.bio.optional(),
  imageUrl: fields.imageUrl.optional(),
  verified: fields.verified.default(false),
  credibilityScore: fields.credibilityScore.default(DEFAULT_CREDIBILITY_SCORE),
  socials: fields.socials.default({}),
  sortOrder: fields.sortOrder.default(0),
});

/** PATCH /api/admin/experts/{id}: only the fields sent change (socials are replaced as a whole). */
export const expertUpdateSchema = z
  .object(fields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Send at least one field to change.");

export const expertIdParamsSchema = z.object({ id: recordIdParam("id must be a whole number, the expert's id.") });

export type ExpertCreate = z.output<typeof expertCreateSchema>;
export type ExpertUpdate = z.output<typeof expertUpdateSchema>;
