"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { refererPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { HttpError } from "@/lib/http/errors";
import { assertFormWithoutNul } from "@/lib/http/request-guards";
import { addFollow } from "./follows";
import { addFollowSchema } from "./schema";

export type FollowOutcome = { ok: boolean; message: string } | null;

/**
 * Follow pressed without JavaScript: a signed-out visitor goes to sign-in and back to the page the form
 * was on (its address, as the browser names it for a form posted on this site); a signed-in one follows
 * the curator or topic (the same rule as POST /api/follows; following again changes nothing), answered
 * with a message for the page.
 */
export async function followAction(_previous: FollowOutcome, formData: FormData): Promise<FollowOutcome> {
  const user = await getCurrentUser();
  if (!user) {
    const page = refererPath(await headers()) ?? "/";
    redirect(`/api/login?callbackUrl=${encodeURIComponent(page)}`);
  }
  try {
    assertFormWithoutNul(formData);
    const parsed = addFollowSchema.safeParse({ followType: formData.get("followType"), followId: Number(formData.get("followId")) });
    if (!parsed.success) return { ok: false, message: "This cannot be followed: the form does not say what to follow." };
    await addFollow(user.id, parsed.data.followType, parsed.data.followId);
    return { ok: true, message: "Following: their new lists will show in your notifications." };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { ok: false, message: error.message };
    console.error("Following failed", error);
    return { ok: false, message: "Failed to update follow: Please try again later." };
  }
}
