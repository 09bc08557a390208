"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { devSignInSchema } from "@/lib/auth/dev-sign-in-schema";

type Input = z.input<typeof devSignInSchema>;
type Output = z.output<typeof devSignInSchema>;

const fields = [
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name (optional)", type: "text", autoComplete: "family-name" },
] as const;

/** The development sign-in form: creates the session on the server, then goes back where the visitor was. */
export function DevSignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(devSignInSchema),
    defaultValues: { email: "", firstName: "", lastName: "", callbackUrl },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Output) {
    setServerError(null);
    try {
      const { redirectTo } = await apiRequest<{ redirectTo: string }>("POST", "/api/auth/dev-signin", values);
      window.location.assign(redirectTo);
    } catch (error) {
      setServerError(errorMessage(error) ?? "Sign-in failed. Please try again.");
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-8 space-y-5">
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const id = `dev-signin-${field.name}`;
        return (
          <div key={field.name}>
            <label htmlFor={id} className={labelClasses}>
              {field.label}
            </label>
            <input
              id={id}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={fieldClasses}
              {...form.register(field.name)}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {serverError && (
        <p role="alert" className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
