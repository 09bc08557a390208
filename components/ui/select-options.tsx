"use client";

/**
 * <option> elements from values and labels. A client component on purpose: a long list of options (the
 * experts of a topic, hundreds on a large site) then travels in the page's React payload as its values
 * and labels rather than as markup.
 */
export function SelectOptions({ options }: { options: { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
