import { z } from "zod";

// The development sign-in form: an email and a name, no password (AUTH_DEV_LOGIN=true only).
export const devSignInSchema = z.object({
  email: z
    .string({ error: "Enter an email address." })
    .trim()
    .min(1, { error: "Enter an email address." })
    .max(254, { error: "That email address is too long." })
    .pipe(z.email({ error: "Enter a valid email address, like ada@example.com." })),
  firstName: z
    .string({ error: "Enter a first name." })
    .trim()
    .min(1, { error: "Enter a first name." })
    .max(100, { error: "Keep the first name under 100 characters." }),
  lastName: z.string().trim().max(100, { error: "Keep the last name under 100 characters." }).optional().default(""),
  callbackUrl: z.string().max(2000).optional(),
});
