import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { searchListIds } from "@/lib/lists/search";
import { searchForPage } from "@/lib/lists/search-page";
import { seedDemoContent } from "@/prisma/demo-content";
import { createList } from "@/tests/support/integration/fixtures";

// Every search here must see the rows as they are now.
process.env.SEARCH_CACHE_SECONDS = "0";

// Misspellings of words in the demo content: letters changed, missing, extra and swapped, one or two each.
const MISSPELLINGS: [typed: string, meant: string][] = [
  ["internetional", "international"],
  ["birteday", "birthday"],
  ["checkeoints", "checkpoints"],
  ["itinerery", "itinerary"],
  ["calender", "calendar"],
  ["compostng", "composting"],
  ["breakfsat", "breakfast"],
  ["sunscren", "sunscreen"],
  ["refrigerater", "refrigerator"],
  ["marathn", "marathon"],
  ["kettlebel", "kettlebell"],
  ["retirment", "retirement"],
  ["spreadsheeet", "spreadsheet"],
  ["vacaton", "vacation"],
  ["hydraton", "hydration"],
  ["interveiw", "interview"],
  ["decluttring", "decluttering"],
  ["balloosn", "balloons"],
  ["broccolli", "broccoli"],
  ["tortilas", "tortillas"],
  ["casseroels", "casseroles"],
  ["carbohydrte", "carbohydrate"],
  ["vinegr", "vinegar"],
  ["reservatons", "reservations"],
  ["weddigns", "weddings"],
  ["sandwitch", "sandwich"],
  ["nutriton", "nutrition"],
  ["physican", "physician"],
  ["spinnach", "spinach"],
  ["groceyr", "grocery"],
  ["recipse", "recipes"],
  // Two letters wrong.
  ["intrenationl", "international"],
  ["spredsheat", "spreadsheet"],
  ["decluterring", "decluttering"],
  ["refrigeratr", "refrigerator"],
  ["marahton", "marathon"],
];

beforeAll(async () => {
  await seedDemoContent(db);
});

const idsOf = async (q: string) => (await searchListIds({ q, limit: 100 })).ids;

describe("a misspelled word finds what the right spelling finds", () => {
  it.each(MISSPELLINGS)("%s finds the lists %s finds, in the same order, after any it matches as typed", async (typed, meant) => {
    const expected = await idsOf(meant);
    expect(expected.length, `${meant} finds something in the demo content`).toBeGreaterThan(0);
    // A misspelling's stem may match words as typed: "internetional" is cut to "internet".
    const found = await searchListIds({ q: typed, limit: 100 });
    const asTyped = found.ids.slice(0, found.exactTotal);
    expect(found.ids.slice(found.exactTotal)).toEqual(expected.filter((id) => !asTyped.includes(id)));
  });

  it("finds them through the corrections: most misspellings match nothing as typed", async () => {
    let matchedNothing = 0;
    for (const [typed] of MISSPELLINGS) if ((await searchListIds({ q: typed })).exactTotal === 0) matchedNothing++;
    expect(matchedNothing).toBeGreaterThanOrEqual(25);
  });

  it("corrects a misspelled word next to a word spelled right", async () => {
    expect(await idsOf("birteday party")).toEqual(await idsOf("birthday party"));
    expect((await idsOf("birthday party")).length).toBeGreaterThan(0);
  });

  it("still matches a word being typed as a prefix, without correcting it", async () => {
    const page = await searchListIds({ q: "itiner" });
    expect(page.ids).toEqual(await idsOf("itinerary"));
    expect(page.suggestion).toBeNull();
  });

  it("leaves a word spelled right alone, even one letter away from another word", async () => {
    for (const word of ["planting", "planning", "wedding", "moving"]) {
      const page = await searchListIds({ q: word, limit: 100 });
      expect(page.total, word).toBeGreaterThan(0);
      expect(page, word).toMatchObject({ exactTotal: page.total, suggestion: null });
    }
  });

  it("leaves a word with too many letters wrong alone", async () => {
    expect(await idsOf("brthdyyy")).toEqual([]);
  });
});

describe("exact matches rank above corrected ones", () => {
  it("a list holding the misspelling itself comes first, then what the right spelling finds", async () => {
    const literal = await createList({ slug: "checklsit-bash", title: "Party Checklsit", content: "<p>Spelled as the family spells it.</p>" });
    try {
      const meant = await idsOf("checklist");
      expect(meant.length).toBeGreaterThan(1);
      const page = await searchListIds({ q: "checklsit", limit: 100 });
      expect(page.ids).toEqual([literal.id, ...meant]);
      expect(page).toMatchObject({ total: meant.length + 1, exactTotal: 1, suggestion: "checklist" });
    } finally {
      await db.contentList.delete({ where: { id: literal.id } });
    }
  });
});

describe("Did you mean", () => {
  it("suggests the corrected words for a misspelled query, and nothing for one spelled right", async () => {
    const misspelled = await searchForPage({ q: "internetional trvel" }, 1, 12, "192.0.2.10");
    expect(misspelled).toMatchObject({ kind: "results", suggestion: "international travel" });
    const right = await searchForPage({ q: "international travel" }, 1, 12, "192.0.2.10");
    expect(right).toMatchObject({ kind: "results", suggestion: null });
    expect(right.kind === "results" && right.total).toBeGreaterThan(0);
    if (misspelled.kind !== "results" || right.kind !== "results") throw new Error("rate limited");
    expect(misspelled.items.map((item) => item.id)).toEqual(right.items.map((item) => item.id));
  });

  it("suggests nothing when no known word is close", async () => {
    expect(await searchForPage({ q: "zzqxv" }, 1, 12, "192.0.2.10")).toMatchObject({ kind: "results", total: 0, suggestion: null });
  });
});
