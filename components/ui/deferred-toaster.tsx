"use client";

import { lazy, Suspense, useState } from "react";
import { useToasts } from "./use-toast";

// The toast viewport (Radix) downloads with the first toast rather than with every page; the toast store
// is tiny and keeps the message until the viewport has loaded and shows it.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

export function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
