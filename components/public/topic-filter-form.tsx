import { Button } from "@/components/ui/button";
import { labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import type { TopicFilters } from "@/lib/lists/topic-filter-schema";
import { FilterForm } from "./filter-form";

const SORT_OPTIONS = [
  { value: "recent", label: "Most Recent" },
  { value: "title", label: "Title A-Z" },
];

const TYPE_OPTIONS = [
  { value: "all", label: "All Lists" },
  { value: "free", label: "Free Only" },
  { value: "premium", label: "Premium Only" },
];

/** Sort, expert and type for a topic page, as a GET form so every filtered view is a link. */
export function TopicFilterForm({ path, filters, experts }: { path: string; filters: TopicFilters; experts: { handle: string; name: string }[] }) {
  return (
    <FilterForm
      action={path}
      label="Filter lists"
      defaults={{ sort: "recent", type: "all" }}
      className="mt-8 grid gap-4 rounded-2xl border border-secondary/15 bg-secondary/5 p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="topic-sort" className={labelClasses}>
          Sort by
        </label>
        <Select id="topic-sort" name="sort" defaultValue={filters.sort} data-auto-submit>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="topic-expert" className={labelClasses}>
          Expert
        </label>
        <Select id="topic-expert" name="expert" defaultValue={filters.expert ?? ""} data-auto-submit>
          <option value="">All Experts</option>
          <SelectOptions options={experts.map((expert) => [expert.handle, expert.name] as const)} />
          {/* An expert from a shared link who has no lists in this topic stays selected, so the empty result makes sense. */}
          {filters.expert && !experts.some((expert) => expert.handle === filters.expert) && (
            <option value={filters.expert}>{filters.expert}</option>
          )}
        </Select>
      </div>
      <div>
        <label htmlFor="topic-type" className={labelClasses}>
          Type
        </label>
        <Select id="topic-type" name="type" defaultValue={filters.type} data-auto-submit>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="h-11 sm:col-span-2 lg:col-span-1">
        Apply
      </Button>
    </FilterForm>
  );
}
