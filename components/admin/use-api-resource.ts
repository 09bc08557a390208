"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { handleUnauthorized } from "./unauthorized";

export interface ApiResource<T> {
  data: T | null;
  /** The failure of the last load (a lost session is handled and never shows here). */
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads a GET answer once, with a reload for Retry buttons and after changes. */
export function useApiResource<T>(url: string): ApiResource<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    apiRequest<T>("GET", url).then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!current || handleUnauthorized(error)) return;
        setState((previous) => ({ data: previous.data, error, loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, error: null, loading: true }));
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, reload };
}
