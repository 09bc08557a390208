"use client";

import { useQuery } from "@tanstack/react-query";
import { categoriesQuery, expertsQuery } from "../admin-queries";
import type { NamedOption } from "./content-types";

const named = (rows: NamedOption[]): NamedOption[] => rows.map(({ id, name }) => ({ id, name }));

/**
 * Categories and experts for the filter and the editor's pickers (the same cached answers the Categories
 * and Experts tabs show). When one cannot be loaded the pickers offer only "none" and say so, rather than
 * blocking the whole screen.
 */
export function usePickerOptions() {
  const categories = useQuery({ ...categoriesQuery, select: named });
  const experts = useQuery({ ...expertsQuery, select: named });
  const failed = [categories.isError && "categories", experts.isError && "experts"].filter((what): what is string => Boolean(what));
  return { categories: categories.data ?? [], experts: experts.data ?? [], failed };
}
