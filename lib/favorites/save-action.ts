"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { refererPath, safeCallbackPath } from "@/lib/auth/callback-url";
import { HttpError } from "@/lib/http/errors";
import { assertFormWithoutNul } from "@/lib/http/request-guards";
import { addFavorite } from "./favorites";
import { addFavoriteSchema } from "./schema";

export type SaveListOutcome = { ok: boolean; message: string } | null;

/**
 * "Save List", the card heart and the list page's heart pressed without JavaScript: a signed-out visitor
 * goes to sign-in and back to the page (the form's returnTo, else the page the browser says it posted
 * from); a signed-in one gets the list added to their favorites (the same rule as POST
 * /api/favorites; saving it again changes nothing), answered with a message for the page.
 */
export async function saveListAction(_previous: SaveListOutcome, formData: FormData): Promise<SaveListOutcome> {
  const user = await getCurrentUser();
  if (!user) redirect(`/api/login?callbackUrl=${encodeURIComponent(await returnPath(formData))}`);
  try {
    assertFormWithoutNul(formData);
    const parsed = addFavoriteSchema.safeParse({ listId: Number(formData.get("listId")) });
    if (!parsed.success) return { ok: false, message: "This list cannot be saved: its id is missing." };
    await addFavorite(user.id, parsed.data.listId);
    return { ok: true, message: "Saved to your favorites." };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { ok: false, message: error.message };
    console.error("Saving a list failed", error);
    return { ok: false, message: "Failed to update favorite: Please try again later." };
  }
}

async function returnPath(formData: FormData): Promise<string> {
  const returnTo = formData.get("returnTo");
  if (typeof returnTo === "string") return safeCallbackPath(returnTo);
  return refererPath(await headers()) ?? "/";
}
