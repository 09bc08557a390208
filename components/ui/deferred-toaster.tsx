"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useToasts } from "./use-toast";

// The toast viewport (Radix) downloads with the first toast rather than with every page; the toast store
// is tiny and keeps the message until the viewport has loaded and shows it.
const Toaster = dynamic(() => import("./toaster").then((module) => module.Toaster), { ssr: false });

export function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? <Toaster /> : null;
}
