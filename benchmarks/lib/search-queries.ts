// What visitors type into search: topics, tasks, prefixes of longer words, and a few two-word phrases.
export const SEARCH_TERMS = [
  "checklist", "check", "packing", "pack", "wedding", "wedding planning", "budget", "meal prep", "garden", "passport",
  "interview", "tax", "running", "sleep", "moving", "kitchen", "travel insurance", "emergency fund", "party", "resume",
  "compost", "road trip", "baby shower", "salary", "home office", "retirement", "grocery", "marathon", "declutter",
  "paint", "camping", "credit card", "onboarding", "birthday", "vegetarian", "jet lag", "mobility", "freelance", "plan",
  "guide", "beginners", "families", "timeline", "weekend", "carry-on", "401k rollover", "batch cooking", "networking",
];

/** A small deterministic generator, so every run sends the same queries in the same order. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Query strings of which no two are the same: every term with every category, minimum score and verification filter, shuffled. */
export function uniqueSearchQueries(categorySlugs: string[], count: number, extra: Record<string, string> = {}): string[] {
  const random = seededRandom(11);
  const queries: string[] = [];
  const seen = new Set<string>();
  const scores = Array.from({ length: 12 }, (_, index) => String(40 + index * 5));
  const verifications = ["all", "verified", "community"];
  const space = SEARCH_TERMS.length * categorySlugs.length * scores.length * verifications.length;
  if (count > space) throw new Error(`Only ${space} different searches exist for ${categorySlugs.length} categories; ask for fewer.`);
  while (queries.length < count) {
    const params = new URLSearchParams({
      q: SEARCH_TERMS[Math.floor(random() * SEARCH_TERMS.length)],
      category: categorySlugs[Math.floor(random() * categorySlugs.length)],
      minScore: scores[Math.floor(random() * scores.length)],
      verification: verifications[Math.floor(random() * verifications.length)],
      ...extra,
    }).toString();
    if (seen.has(params)) continue;
    seen.add(params);
    queries.push(params);
  }
  return queries;
}

/** A handful of popular searches, asked again and again. */
export function repeatingSearchQueries(count = 20, extra: Record<string, string> = {}): string[] {
  return SEARCH_TERMS.slice(0, count).map((q) => new URLSearchParams({ q, ...extra }).toString());
}
