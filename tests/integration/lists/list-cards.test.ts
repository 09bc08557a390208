import { describe, expect, it } from "vitest";
import { toListCardData } from "@/components/public/list-card-data";
import { findCuratorByHandle } from "@/lib/experts/queries";
import { findPublishedListBySlug, findPublishedListCards, findPublishedListPageBySlug, findPublishedLists, relatedListCardsOf, relatedListsOf } from "@/lib/lists/queries";
import { findTrendingListCards, findTrendingLists } from "@/lib/lists/trending";
import { PREVIEW_LENGTH, cutText, previewText } from "@/lib/preview-text";
import { createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";

const LONG_BODY =
  "<h2>Before you go &amp; while you&#39;re away</h2><ul><li>Check the passport’s expiry date, six months out at least.</li>" +
  "<li>Book the airport parking<br>and the pet sitter</li></ul><p>Then <em>pack</em> light: one bag, one jacket, and a copy of every ticket on paper and on the phone, because batteries die.</p>";

/** What a card shows of each list, as the page renders it. */
const cardTexts = (lists: Parameters<typeof toListCardData>[0][], previewLength: number) =>
  lists.map((list) => toListCardData(list, { previewLength }).preview);

describe("list cards", () => {
  it("read each list's stored preview instead of its body and show the same text the body gives", async () => {
    const category = await createCategory();
    await createList({ categoryId: category.id, content: LONG_BODY });
    await createList({ categoryId: category.id, content: "<p>Short &amp; sweet.</p>" });

    const cards = await findPublishedListCards({ categoryId: category.id, limit: 12 });
    const lists = await findPublishedLists({ categoryId: category.id, limit: 12 });

    expect(cards.total).toBe(2);
    expect(cards.items.map((card) => card.id)).toEqual(lists.items.map((list) => list.id));
    for (const card of cards.items) expect(card).not.toHaveProperty("content");
    for (const length of [PREVIEW_LENGTH.card, PREVIEW_LENGTH.compact]) {
      expect(cardTexts(cards.items, length)).toEqual(cardTexts(lists.items, length));
    }
  });

  it("of related lists are the lists relatedListsOf picks, in the same order", async () => {
    const category = await createCategory();
    const expert = await createExpert();
    const list = await createList({ categoryId: category.id, expertId: expert.id });
    await createList({ categoryId: category.id, qualityScore: 90, content: LONG_BODY });
    await createList({ expertId: expert.id, qualityScore: 70 });
    await createList({ categoryId: category.id, qualityScore: 40 });

    const cards = await relatedListCardsOf(list);
    const related = await relatedListsOf(list);

    expect(cards.map((card) => card.id)).toEqual(related.map((item) => item.id));
    expect(cards).toHaveLength(3);
    expect(cardTexts(cards, PREVIEW_LENGTH.compact)).toEqual(cardTexts(related, PREVIEW_LENGTH.compact));
  });

  it("on a curator's page carry previews, not bodies", async () => {
    const expert = await createExpert();
    await createList({ expertId: expert.id, content: LONG_BODY });

    const profile = await findCuratorByHandle(expert.handle);

    expect(profile?.lists).toHaveLength(1);
    expect(profile?.lists[0]).not.toHaveProperty("content");
    expect(cardTexts(profile!.lists, PREVIEW_LENGTH.card)[0]).toMatch(/^Before you go & while you're away Check the passport’s expiry date/);
  });

  it("on the trending page are the trending lists, in the same order, with the text their bodies give", async () => {
    await createList({ qualityScore: 95, content: LONG_BODY });
    await createList({ qualityScore: 60 });

    const cards = await findTrendingListCards();
    const lists = await findTrendingLists();

    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.map((card) => card.id)).toEqual(lists.map((list) => list.id));
    for (const card of cards) expect(card).not.toHaveProperty("content");
    expect(cardTexts(cards, PREVIEW_LENGTH.compact)).toEqual(cardTexts(lists, PREVIEW_LENGTH.compact));
  });

  it("of a list's own page: its description is the text its body gives, read from the stored preview", async () => {
    const list = await createList({ content: LONG_BODY });

    const page = await findPublishedListPageBySlug(list.slug);
    const whole = await findPublishedListBySlug(list.slug);

    expect(cutText(page!.preview, PREVIEW_LENGTH.description)).toBe(previewText(whole!.content, PREVIEW_LENGTH.description));
    expect(cutText(page!.preview, PREVIEW_LENGTH.description)).toMatch(/…$/);
    expect({ ...page, preview: undefined }).toEqual({ ...whole, preview: undefined });
  });
});
