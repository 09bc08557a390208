"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "./query-keys";

/**
 * After a write: marks the keys it changed as stale, so what is on screen loads again and the rest on its
 * next view. Every write is audited, so Recent Activity is always among them.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...changed: QueryKey[]) => {
      for (const queryKey of [...changed, queryKeys.activity]) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
