"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { handleUnauthorized } from "../unauthorized";
import type { ListPage } from "./content-types";

export interface ListFilters {
  q: string;
  /** "" for all categories, "none" for uncategorized, else a category id. */
  category: string;
  page: number;
}

function requestUrl(filters: ListFilters): string {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set("q", filters.q.trim());
  if (filters.category) search.set("category", filters.category);
  if (filters.page > 1) search.set("page", String(filters.page));
  return `/api/admin/content-lists${search.size ? `?${search}` : ""}`;
}

/** One page of the content manager's table, loaded from the server for the current filters. */
export function useListPage(filters: ListFilters) {
  const [attempt, setAttempt] = useState(0);
  const key = `${requestUrl(filters)}#${attempt}`;
  // The last answer, and for which request: while a newer one is on its way the old page stays shown.
  const [answer, setAnswer] = useState<{ key: string; page: ListPage | null; failed: boolean }>({ key: "", page: null, failed: false });

  useEffect(() => {
    let current = true;
    apiRequest<ListPage>("GET", key.slice(0, key.lastIndexOf("#"))).then(
      (page) => current && setAnswer({ key, page, failed: false }),
      (error: unknown) => {
        if (!current) return;
        setAnswer((previous) => ({ key, page: previous.page, failed: !handleUnauthorized(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data: answer.page, failed: answer.failed, loading: answer.key !== key, reload };
}
