"use client";

import { toast } from "sonner";
import { errorMessage } from "@/lib/api-client";
import { handleUnauthorized } from "./unauthorized";

/** A write that worked: "Category created successfully." */
export function notifySuccess(message: string): void {
  toast.success("Success", { description: message });
}

/**
 * A write that failed: the Unauthorized toast and a new sign-in when the session is gone, else an Error
 * toast with `fallback` ("Failed to create category.") followed by what the server said, if anything.
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  const detail = errorMessage(error);
  toast.error("Error", { description: detail ? `${fallback} ${detail}` : fallback });
}
