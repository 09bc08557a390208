"use client";

/**
 * <option> elements from [value, label] pairs. A client component on purpose: a long list of options (the
 * experts of a topic, hundreds on a large site) then travels in the page's React payload as its values
 * and labels rather than as markup, and as pairs rather than objects, which would name both fields again
 * for every option (16 KB on a topic page with 730 experts).
 */
export function SelectOptions({ options }: { options: (readonly [value: string, label: string])[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
