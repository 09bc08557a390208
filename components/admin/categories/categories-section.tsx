"use client";

import { LoadError } from "@/components/admin/load-error";
import { useEffect, useState } from "react";
import { handleUnauthorized } from "@/components/admin/unauthorized";
import { fetchCategories, PRIMARY, SECONDARY, type AdminCategory, type AdminSecondaryCategory } from "./category-api";
import { PrimaryCategories } from "./primary-categories";
import { SecondaryCategories } from "./secondary-categories";

interface Loaded {
  primary: AdminCategory[];
  secondary: AdminSecondaryCategory[];
}

/** The Categories tab: primary categories (navigation and topic pages) and secondary categories (chips). */
export default function CategoriesSection() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([fetchCategories<AdminCategory>(PRIMARY), fetchCategories<AdminSecondaryCategory>(SECONDARY)]).then(
      ([primary, secondary]) => current && setLoaded({ primary, secondary }),
      (error: unknown) => {
        if (current && !handleUnauthorized(error)) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <LoadError
            what="the categories"
            error={null}
            onRetry={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          />
    );
  }
  if (!loaded) {
    return (
      <p role="status" className="text-sm text-ink/70">
        Loading categories…
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <PrimaryCategories items={loaded.primary} onChange={(update) => setLoaded((state) => state && { ...state, primary: update(state.primary) })} />
      <SecondaryCategories items={loaded.secondary} onChange={(update) => setLoaded((state) => state && { ...state, secondary: update(state.secondary) })} />
    </div>
  );
}
