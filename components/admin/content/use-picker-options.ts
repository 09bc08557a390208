"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import type { NamedOption } from "./content-types";

/**
 * Categories and experts for the filter and the editor's pickers. When one cannot be loaded the pickers
 * offer only "none" and say so, rather than blocking the whole screen.
 */
export function usePickerOptions() {
  const [categories, setCategories] = useState<NamedOption[] | null>(null);
  const [experts, setExperts] = useState<NamedOption[] | null>(null);
  const [failed, setFailed] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    const load = (url: string, what: string, set: (options: NamedOption[]) => void) =>
      apiRequest<unknown>("GET", url).then(
        (rows) => current && set(Array.isArray(rows) ? (rows as NamedOption[]).map(({ id, name }) => ({ id, name })) : []),
        () => {
          if (!current) return;
          set([]);
          setFailed((names) => [...names, what]);
        },
      );
    void load("/api/admin/categories", "categories", setCategories);
    void load("/api/admin/experts", "experts", setExperts);
    return () => {
      current = false;
    };
  }, []);

  return { categories: categories ?? [], experts: experts ?? [], failed };
}
