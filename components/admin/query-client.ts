"use client";

import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { signInAgainIfLoggedOut } from "./admin-toast";

/**
 * The panel's server state. Data stays fresh until a write invalidates its key (no refetch on focus,
 * reconnect or a timer, no retries: a failed call shows its error at once). A lost session anywhere
 * sends the person to sign in again.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void signInAgainIfLoggedOut(error) }),
    mutationCache: new MutationCache({ onError: (error) => void signInAgainIfLoggedOut(error) }),
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
