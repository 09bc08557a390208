"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { handleUnauthorized } from "./unauthorized";

export interface ApiResource<T> {
  data: T | null;
  /** The failure of the last load (a lost session is handled and never shows here). */
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Applies a change the section made itself (a save or a delete) without loading again. */
  update: (change: (data: T) => T) => void;
}

/** Loads a GET answer once, with a reload for Retry buttons and after changes. */
export function useApiResource<T>(url: string): ApiResource<T> {
  return useLoadedResource<T>(url, () => apiRequest<T>("GET", url));
}

/**
 * Loads what `load` returns (for a section that needs several calls), once per `key`, with the same
 * reload and update as useApiResource.
 */
export function useLoadedResource<T>(key: string, load: () => Promise<T>): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  // The last answer and the request it belongs to: while a newer one is on its way the old data stays shown.
  const [answer, setAnswer] = useState<{ request: string; data: T | null; error: unknown }>({ request: "", data: null, error: null });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (data) => current && setAnswer({ request, data, error: null }),
      (error: unknown) => {
        if (!current || handleUnauthorized(error)) return;
        setAnswer((previous) => ({ request, data: previous.data, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setAnswer((previous) => (previous.data === null ? previous : { ...previous, data: change(previous.data) }));
  }, []);

  const loading = answer.request !== request;
  return { data: answer.data, error: loading ? null : answer.error, loading, reload, update };
}
