export type RawSearchParams = Record<string, string | string[] | undefined>;

/** The first value of each query parameter (a repeated parameter keeps its first value). */
export function firstValues(params: RawSearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}
