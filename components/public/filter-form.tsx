"use client";

import { useRouter } from "next/navigation";
import type { ChangeEvent, FormEvent, ReactNode } from "react";

/** The address a GET form would open, without the fields left blank or at their default. */
export function filterUrl(action: string, data: FormData, defaults: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of data.entries()) {
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed !== "" && trimmed !== defaults[key]) query.append(key, trimmed);
  }
  const text = query.toString();
  return text ? `${action}?${text}` : action;
}

/**
 * A filter form whose values live in the URL. Without JavaScript it is a plain GET form (its submit
 * button applies it); with JavaScript it navigates client-side with blank and default values left
 * out, and a change to a select marked data-auto-submit applies the filters at once.
 */
export function FilterForm({
  action,
  children,
  className,
  label,
  role,
  defaults,
}: {
  action: string;
  children: ReactNode;
  className?: string;
  label: string;
  role?: "search";
  /** Values that need not appear in the address, such as sort=recent. */
  defaults?: Record<string, string>;
}) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    router.push(filterUrl(action, new FormData(event.currentTarget), defaults));
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLSelectElement && target.dataset.autoSubmit !== undefined) event.currentTarget.requestSubmit();
  }

  return (
    <form action={action} method="get" onSubmit={onSubmit} onChange={onChange} className={className} aria-label={label} role={role}>
      {children}
    </form>
  );
}
