"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MediaKind } from "@/lib/media/schema";
import { getPage } from "../admin-queries";
import { queryKeys } from "../query-keys";
import type { MediaFile } from "./media-types";

export const MEDIA_PAGE_SIZE = 40;

export interface MediaFilters {
  /** Part of the file name, matched by the server. */
  q: string;
  type: "" | MediaKind;
  page: number;
}

/** One page of the media library for the filters; the last page stays shown while the next loads. */
export function useMediaPage(filters: MediaFilters) {
  const query = useQuery({
    queryKey: queryKeys.mediaPage(filters),
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(MEDIA_PAGE_SIZE), offset: String((filters.page - 1) * MEDIA_PAGE_SIZE) });
      if (filters.q) params.set("q", filters.q);
      if (filters.type) params.set("type", filters.type);
      return getPage<MediaFile>(`/api/admin/media?${params}`);
    },
    placeholderData: keepPreviousData,
  });
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / MEDIA_PAGE_SIZE)) : 1;
  return { ...query, pageCount };
}
