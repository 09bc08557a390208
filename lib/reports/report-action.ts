"use server";

import { HttpError } from "@/lib/http/errors";
import { runOperation } from "@/lib/http/operation";
import { assertFormWithoutNul } from "@/lib/http/request-guards";
import { reportList } from "./report-operation";

export type ReportOutcome = { ok: boolean; message: string } | null;

/**
 * The report dialog posted without JavaScript: the operation POST /api/public/reports runs (its guards,
 * schema, duplicate rule and storage), answered with a message for the page.
 */
export async function reportListAction(_previous: ReportOutcome, formData: FormData): Promise<ReportOutcome> {
  try {
    assertFormWithoutNul(formData);
    await runOperation(reportList, {
      listId: Number(formData.get("listId")),
      reason: formData.get("reason") ?? undefined,
      description: formData.get("description") ?? undefined,
    });
    return { ok: true, message: "Thank you for helping us maintain quality content." };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
      return { ok: false, message: Object.values(error.fieldErrors).flat().join(" ") };
    }
    if (error instanceof HttpError && error.status < 500) return { ok: false, message: error.message };
    console.error("Reporting a list failed", error);
    return { ok: false, message: "Please try again later." };
  }
}
