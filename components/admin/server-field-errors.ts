"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/**
 * Puts a refused save's reasons on the form's fields: the 400 answer's field errors, and a 409's message
 * on the field it names (a slug or handle already taken). The toast says that the save failed; the
 * fields say why.
 */
export function showServerFieldErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>, fields: readonly Path<Values>[]): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) setError(field as Path<Values>, { type: "server", message: messages[0] });
  }
  if (error.status === 409 && error.serverMessage) {
    const named = fields.find((field) => new RegExp(`\\b${field}\\b`, "i").test(error.serverMessage ?? ""));
    if (named) setError(named, { type: "server", message: error.serverMessage });
  }
}
