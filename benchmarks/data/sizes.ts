// How big the benchmark data set is. The defaults are the sizes the performance targets are stated at;
// each can be made smaller by its environment variable for a quick run (BENCH_LISTS=5000 ...).
export interface BenchSizes {
  lists: number;
  experts: number;
  categories: number;
  views: number;
  favorites: number;
  /** Views and favorites are spread over this many days back from today. */
  days: number;
}

export const DEFAULT_SIZES: BenchSizes = { lists: 100_000, experts: 1_000, categories: 50, views: 500_000, favorites: 50_000, days: 60 };

function sizeFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max.toLocaleString("en-US")}.`);
  return value;
}

export function benchSizes(defaults: Partial<BenchSizes> = {}): BenchSizes {
  const base = { ...DEFAULT_SIZES, ...defaults };
  return {
    lists: sizeFromEnv("BENCH_LISTS", base.lists, 5_000_000),
    experts: sizeFromEnv("BENCH_EXPERTS", base.experts, 100_000),
    categories: sizeFromEnv("BENCH_CATEGORIES", base.categories, 1_000),
    views: sizeFromEnv("BENCH_VIEWS", base.views, 50_000_000),
    favorites: sizeFromEnv("BENCH_FAVORITES", base.favorites, 5_000_000),
    days: base.days,
  };
}

export function describeSizes(sizes: BenchSizes): string {
  const n = (value: number) => value.toLocaleString("en-US");
  return `${n(sizes.lists)} lists, ${n(sizes.experts)} experts, ${n(sizes.categories)} categories, ${n(sizes.views)} views and ${n(sizes.favorites)} favorites over ${sizes.days} days`;
}
