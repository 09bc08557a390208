"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/current-user";
import { clientAddress } from "@/lib/http/client-address";
import { HttpError } from "@/lib/http/errors";
import { assertFormWithoutNul } from "@/lib/http/request-guards";
import { checkRateLimit, rateLimits } from "@/lib/rate-limit";
import { createReport } from "./reports";
import { reportSchema } from "./schema";

export type ReportOutcome = { ok: boolean; message: string } | null;

/**
 * The report dialog posted without JavaScript: the same rate limit, schema, duplicate rule and storage
 * as POST /api/public/reports, answered with a message for the page.
 */
export async function reportListAction(_previous: ReportOutcome, formData: FormData): Promise<ReportOutcome> {
  try {
    await checkRateLimit(rateLimits.reports, clientAddress(await headers()));
    assertFormWithoutNul(formData);
    const parsed = reportSchema.safeParse({
      listId: Number(formData.get("listId")),
      reason: formData.get("reason") ?? undefined,
      description: formData.get("description") ?? undefined,
    });
    if (!parsed.success) return { ok: false, message: Object.values(z.flattenError(parsed.error).fieldErrors).flat().join(" ") };
    const user = await getCurrentUser();
    await createReport(parsed.data, { userId: user?.id ?? null, client: clientAddress(await headers()) });
    return { ok: true, message: "Thank you for helping us maintain quality content." };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { ok: false, message: error.message };
    console.error("Reporting a list failed", error);
    return { ok: false, message: "Please try again later." };
  }
}
