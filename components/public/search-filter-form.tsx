import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { SearchIcon } from "@/components/ui/icons";
import type { PublicCategory } from "@/lib/categories/queries";
import { MIN_SCORE_CHOICES } from "@/lib/lists/search-schema";
import { isSlug } from "@/lib/validation/primitives";
import { FilterForm } from "./filter-form";

export interface SearchFormValues {
  q?: string;
  category?: string;
  verification?: string;
  minScore?: string;
}

/** Keywords and filters for /search; a GET form, so each search is a shareable, server-rendered link. */
export function SearchFilterForm({ values, categories }: { values: SearchFormValues; categories: PublicCategory[] }) {
  const scoreChoices: string[] = MIN_SCORE_CHOICES.map(String);
  // A valid score that is not one of the choices (minScore=85 in a shared link) is shown as it is.
  const extraScore =
    values.minScore && /^\d{1,3}$/.test(values.minScore) && Number(values.minScore) <= 100 && !scoreChoices.includes(values.minScore)
      ? values.minScore
      : null;
  const knownCategory = !values.category || !isSlug(values.category) || categories.some((category) => category.slug === values.category);
  return (
    <FilterForm
      action="/search"
      label="Search lists"
      role="search"
      className="mt-8 grid gap-4 rounded-2xl border border-secondary/15 bg-secondary/5 p-5 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="md:col-span-2 lg:col-span-1">
        <label htmlFor="search-q" className={labelClasses}>
          Keywords
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-secondary" />
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            placeholder="Search lists..."
            maxLength={200}
            className={`${fieldClasses} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="search-category" className={labelClasses}>
          Category
        </label>
        <Select id="search-category" name="category" defaultValue={values.category ?? ""}>
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
          {!knownCategory && <option value={values.category}>{values.category}</option>}
        </Select>
      </div>
      <div>
        <label htmlFor="search-verification" className={labelClasses}>
          Verification
        </label>
        <Select id="search-verification" name="verification" defaultValue={values.verification === "all" ? "" : (values.verification ?? "")}>
          <option value="">All</option>
          <option value="verified">Verified Experts</option>
          <option value="community">Community Compiled</option>
        </Select>
      </div>
      <div>
        <label htmlFor="search-min-score" className={labelClasses}>
          Minimum quality
        </label>
        <Select id="search-min-score" name="minScore" defaultValue={values.minScore ?? ""}>
          <option value="">Any score</option>
          {scoreChoices.map((score) => (
            <option key={score} value={score}>
              {score}+
            </option>
          ))}
          {extraScore && <option value={extraScore}>{extraScore}+</option>}
        </Select>
      </div>
      <Button type="submit" className="h-11 md:col-span-2 lg:col-span-1">
        Search
      </Button>
    </FilterForm>
  );
}
