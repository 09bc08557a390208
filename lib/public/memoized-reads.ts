import "server-only";
import { cache } from "react";
import { findVisibleCategoryBySlug } from "@/lib/categories/queries";
import { findCuratorByHandle } from "@/lib/experts/queries";
import { findPublishedListPageBySlug } from "@/lib/lists/queries";

// A page and its generateMetadata read the same record: one query per request, shared through React's cache.
export const getPublishedListBySlug = cache(findPublishedListPageBySlug);
export const getVisibleCategoryBySlug = cache(findVisibleCategoryBySlug);
export const getCuratorByHandle = cache(findCuratorByHandle);
