import { expect, test, type Page } from "@playwright/test";
import { categories, drafts, expertByHandle, experts, expectOneH1, listBySlug, published, publishedIn } from "@/tests/support/e2e/seeded-site";

// Every public page on the seeded demo content: the texts, badges, links and states each page promises.

async function expectDateText(page: Page, selector: string, format: "day" | "month") {
  const times = page.locator(selector);
  const count = await times.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const time = times.nth(index);
    const text = await time.innerText();
    const iso = (await time.getAttribute("datetime"))!;
    const date = new Date(iso);
    const expected =
      format === "day"
        ? new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" }).format(date)
        : new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
    expect(text).toContain(expected);
    expect(text).toMatch(format === "day" ? /^(Updated )?[A-Z][a-z]{2} \d{2}, \d{4}$/ : /^Updated [A-Z][a-z]{2} \d{4}$/);
  }
}

test.describe("header and footer", () => {
  test("every page has the site title, search box, Submit a List, the category bar and a skip link", async ({ page }) => {
    for (const path of ["/", "/trending", "/search", "/topics/travel"]) {
      await page.goto(path);
      const header = page.locator("header").first();
      await expect(header.getByRole("link", { name: "the Lists" })).toHaveAttribute("href", "/");
      await expect(header.getByPlaceholder("Search lists...")).toBeVisible();
      await expect(header.getByRole("link", { name: "Submit a List" })).toHaveAttribute("href", "/submit");
      const bar = page.getByRole("navigation", { name: "Categories" });
      const links = bar.getByRole("link");
      await expect(links.first()).toHaveText("Trending");
      await expect(links.first()).toHaveAttribute("href", "/trending");
      await expect(links).toHaveText(["Trending", ...categories.map((category) => category.name)]);
      for (const [index, category] of categories.entries()) {
        await expect(links.nth(index + 1)).toHaveAttribute("href", `/topics/${category.slug}`);
      }
      await expect(page.locator("main#main-content")).toHaveCount(1);
      await expect(page.locator("footer")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    }
  });
});

test.describe("home", () => {
  test("hero: 600px high, the settings' hero image, the tagline and ten chips that are not links", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await expectOneH1(page, "Practical, inspirational, and expert lists for all your plans and projects.");
    const hero = page.getByTestId("hero");
    expect((await hero.boundingBox())!.height).toBe(600);
    await expect(hero.locator("img")).toHaveAttribute("src", "/images/hero.svg");
    const chips = hero.getByRole("list", { name: "Occasions" }).getByRole("listitem");
    await expect(chips).toHaveCount(10);
    await expect(chips.first()).toHaveText("Weddings");
    await expect(hero.getByRole("list", { name: "Occasions" }).getByRole("link")).toHaveCount(0);
  });

  test("the four trust cards", async ({ page }) => {
    await page.goto("/");
    for (const title of ["Expert Verified", "Quality Rated", "Full Transparency", "Community Driven"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    const trust = page.locator("section", { has: page.getByRole("heading", { name: "Quality Rated" }) });
    await expect(trust).toContainText("0-100");
    await expect(trust).toContainText("methodology");
    await expect(trust).toContainText("affiliate disclosure");
    await expect(trust).toContainText("submit lists");
    await expect(trust).toContainText("report outdated content");
  });

  test("We think you'll like these: at most 5 published lists, quality badge from 90, a heart on each", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "We think you'll like these" })).toBeVisible();
    const cards = page.getByTestId("recommended-lists").locator("article");
    await expect(cards).toHaveCount(5);
    const draftTitles = drafts.map((list) => list.title);
    for (let index = 0; index < 5; index++) {
      const card = cards.nth(index);
      const link = card.locator("h3 a");
      const title = await link.innerText();
      expect(draftTitles).not.toContain(title);
      const list = published.find((candidate) => candidate.title === title)!;
      expect(list, `${title} is a published seed list`).toBeTruthy();
      await expect(link).toHaveAttribute("href", `/lists/${list.slug}`);
      const badge = card.getByText(/^Quality score \d+\/100$/);
      await expect(badge).toHaveCount(list.qualityScore >= 90 ? 1 : 0);
      if (list.expertHandle) await expect(card.getByRole("link", { name: expertByHandle(list.expertHandle).name })).toHaveAttribute("href", `/curators/${list.expertHandle}`);
      await expect(card.getByRole("button", { name: `Save ${title}` })).toBeVisible();
    }
  });

  test("Experts' Lists: five experts, names uppercased, linking to their curator pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Experts' Lists" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Experts" })).toBeVisible();
    const names = page.getByTestId("home-experts").locator("h3 a");
    await expect(names).toHaveCount(5);
    const expected = [...experts].sort((a, b) => a.sortOrder - b.sortOrder).slice(0, 5);
    for (const [index, expert] of expected.entries()) {
      await expect(names.nth(index)).toHaveText(expert.name.toUpperCase());
      await expect(names.nth(index)).toHaveAttribute("href", `/curators/${expert.handle}`);
    }
    await expect(page.getByRole("heading", { level: 2, name: "How to find the right list" })).toBeVisible();
  });
});

test.describe("list detail", () => {
  const slug = "the-carry-on-only-packing-checklist-for-a-two-week-trip";
  const list = listBySlug(slug);

  test("shows every part of a list page", async ({ page }) => {
    const response = await page.goto(`/lists/${slug}`);
    expect(response!.status()).toBe(200);
    await expectOneH1(page, list.title);
    await expect(page).toHaveTitle(`${list.title} | the Lists`);

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Travel" })).toHaveAttribute("href", "/topics/travel");
    await expect(crumbs.locator("[aria-current=page]")).toHaveText(list.title);

    const badges = page.getByTestId("list-badges");
    await expect(badges).toContainText("Verified Expert");
    await expect(badges).toContainText("Free");
    await expect(badges).toContainText(`${list.qualityScore}/100`);
    await expect(badges).not.toContainText("Community Compiled");

    const article = page.getByTestId("list-article");
    await expect(article.getByRole("link", { name: "Dr. Maya Chen" })).toHaveAttribute("href", "/curators/maya-chen");
    await expect(article.getByText(/^Updated /)).toBeVisible();
    await expect(article.getByText(/^Last verified /)).toBeVisible();
    await expectDateText(page, "[data-testid=list-article] header time", "day");

    const source = page.getByRole("link", { name: /View Source/ });
    await expect(source).toHaveAttribute("href", list.sourceUrl);
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).toHaveAttribute("rel", /noopener/);

    await expect(article.locator("figure img")).toHaveAttribute("src", list.imageUrl);
    await expect(page.getByRole("complementary", { name: "Affiliate Disclosure" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Methodology" })).toContainText(list.methodology);
    await expect(article.getByRole("heading", { level: 2, name: "Before you pack" })).toBeVisible();
    await expect(article.getByText("Lay everything out on the bed, then put a third of it back in the closet.")).toBeVisible();
    await expect(article.getByRole("link", { name: "one-page carry-on checklist" })).toHaveAttribute("rel", "noopener nofollow ugc");

    const aside = page.getByRole("complementary", { name: "About this list" });
    await expect(aside.getByRole("heading", { name: "About the Expert" })).toBeVisible();
    await expect(aside.getByRole("link", { name: "Dr. Maya Chen" })).toHaveAttribute("href", "/curators/maya-chen");
    await expect(aside.getByRole("link", { name: "More lists in Travel" })).toHaveAttribute("href", "/topics/travel");
    await expect(aside.getByRole("button", { name: "Report This List" })).toBeVisible();

    await expect(page.getByRole("heading", { level: 2, name: "Related Lists You Might Like" })).toBeVisible();
    const related = page.locator("section[aria-labelledby=related-heading] article h3 a");
    expect(await related.count()).toBeGreaterThan(0);
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/lists\//);
      expect(href).not.toBe(`/lists/${slug}`);
      expect(drafts.map((draft) => `/lists/${draft.slug}`)).not.toContain(href);
    }
  });

  test("structured data: Article with author, ItemList of the items, BreadcrumbList, with < escaped", async ({ page }) => {
    await page.goto(`/lists/${slug}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((block) => JSON.parse(block) as { "@type": string }[]);
    const types = data.map((item) => item["@type"]);
    expect(types).toEqual(["Article", "ItemList", "BreadcrumbList"]);
    const itemList = data[1] as unknown as { name: string; itemListElement: { position: number; name: string }[] };
    const items = (await page.getByTestId("list-article").locator(".rich-text li").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
    expect(itemList.name).toBe(list.title);
    expect(itemList.itemListElement.map((item) => item.name)).toEqual(items.slice(0, 100));
    expect(itemList.itemListElement.map((item) => item.position)).toEqual(items.slice(0, 100).map((_, index) => index + 1));
    const article = data.find((item) => item["@type"] === "Article") as Record<string, unknown>;
    expect(article.headline).toBe(list.title);
    expect(article.author).toMatchObject({ "@type": "Person", name: "Dr. Maya Chen" });
    for (const block of blocks) expect(block).not.toContain("<");
    // The ItemList repeats the body's items: the browser builds it from the body, so the page's React
    // payload does not carry it a second time.
    const html = await (await page.request.get(`/lists/${slug}`)).text();
    expect(html.split("ItemList").length - 1).toBe(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/lists/${slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });

  test("a community list without an expert shows Community Compiled and its author and organisation", async ({ page }) => {
    const community = listBySlug("freezer-inventory-and-batch-cooking-guide");
    await page.goto(`/lists/${community.slug}`);
    await expect(page.getByTestId("list-badges")).toContainText("Community Compiled");
    await expect(page.getByTestId("list-badges")).not.toContainText("Verified Expert");
    await expect(page.getByTestId("list-article").locator("header")).toContainText(`By ${community.author}, ${community.authorOrg}`);
    await expect(page.getByRole("heading", { name: "About the Expert" })).toHaveCount(0);
  });

  test("the report dialog opens with Outdated Information chosen and closes on Cancel", async ({ page }) => {
    await page.goto(`/lists/${slug}`);
    await page.getByRole("button", { name: "Report This List" }).click();
    const dialog = page.getByRole("dialog", { name: "Report This List" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Outdated Information" })).toBeChecked();
    await expect(dialog.getByRole("radio")).toHaveCount(5);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("not found", () => {
  test("an unknown list answers 404 with List Not Found", async ({ page }) => {
    const response = await page.goto("/lists/no-such-list");
    expect(response!.status()).toBe(404);
    await expectOneH1(page, "List Not Found");
    await expect(page.getByText("The list you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  test("every draft's slug answers 404", async ({ page }) => {
    for (const draft of drafts) {
      const response = await page.goto(`/lists/${draft.slug}`);
      expect(response!.status(), draft.slug).toBe(404);
      await expect(page.locator("h1")).toHaveText("List Not Found");
    }
  });

  test("an unknown topic answers 404 with Category Not Found", async ({ page }) => {
    const response = await page.goto("/topics/no-such-topic");
    expect(response!.status()).toBe(404);
    await expectOneH1(page, "Category Not Found");
  });

  test("an unknown curator answers 404 with Curator Not Found", async ({ page }) => {
    const response = await page.goto("/curators/no-such-curator");
    expect(response!.status()).toBe(404);
    await expectOneH1(page, "Curator Not Found");
  });

  test("any other path answers 404 with Page Not Found, inside the site's header and footer", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response!.status()).toBe(404);
    await expectOneH1(page, "Page Not Found");
    await expect(page).toHaveTitle("Page Not Found | the Lists");
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  test("a client cannot break the 404 page with the header proxy.ts uses to pick a screen", async ({ request }) => {
    for (const forged of ["constructor", "toString", "nonsense"]) {
      const response = await request.get("/this/page/does-not-exist", { headers: { "x-missing-page": forged } });
      expect(response.status(), forged).toBe(404);
      expect(await response.text(), forged).toContain("Page Not Found");
    }
  });
});

test.describe("topic page", () => {
  test("shows the name, list count, filters and 150-character previews of the published lists", async ({ page }) => {
    const expected = publishedIn("travel");
    const response = await page.goto("/topics/travel");
    expect(response!.status()).toBe(200);
    await expectOneH1(page, "Travel");
    await expect(page.getByTestId("list-count")).toHaveText(`${expected.length} lists`);
    await expect(page.getByLabel("Sort by")).toHaveValue("recent");
    await expect(page.getByLabel("Sort by").locator("option")).toHaveText(["Most Recent", "Title A-Z"]);
    await expect(page.getByLabel("Type").locator("option")).toHaveText(["All Lists", "Free Only", "Premium Only"]);
    await expect(page.getByLabel("Expert").locator("option").first()).toHaveText("All Experts");
    await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
    const titles = await page.locator("main article h2 a").allInnerTexts();
    expect(titles.sort()).toEqual(expected.map((list) => list.title).sort());
    for (const preview of await page.getByTestId("card-preview").allInnerTexts()) {
      expect(preview.replace(/…$/, "").length).toBeLessThanOrEqual(150);
      expect(preview).not.toMatch(/[<>]/);
    }
    const dates = await page.locator("main article time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("never shows a draft", async ({ page }) => {
    for (const draft of drafts) {
      await page.goto(`/topics/${draft.categorySlug}`);
      await expect(page.locator("main")).not.toContainText(draft.title);
    }
  });

  test("a filter with no match says No lists found matching your filters.", async ({ page }) => {
    await page.goto("/topics/travel?expert=tom-alvarez");
    await expect(page.getByText("No lists found matching your filters.")).toBeVisible();
    await expect(page.getByLabel("Expert")).toHaveValue("tom-alvarez");
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/topics/travel");
  });

  test("a bad filter value is explained, not a crash", async ({ page }) => {
    const response = await page.goto("/topics/travel?sort=sideways");
    expect(response!.status()).toBe(200);
    await expect(page.locator("main").getByRole("alert")).toContainText("sort must be recent or title.");
    await expect(page.locator("main article")).toHaveCount(publishedIn("travel").length);
  });
});

test.describe("curator page", () => {
  test("shows the profile, present links and the published lists with month-and-year dates", async ({ page }) => {
    const expert = expertByHandle("maya-chen");
    const response = await page.goto("/curators/maya-chen");
    expect(response!.status()).toBe(200);
    await expectOneH1(page, expert.name);
    await expect(page.getByRole("img", { name: `Portrait of ${expert.name}` })).toHaveAttribute("src", expert.imageUrl);
    const profile = page.locator("section[aria-labelledby=curator-name]");
    await expect(profile.getByText("Verified", { exact: true })).toBeVisible();
    await expect(profile).toContainText(expert.specialty);
    await expect(profile).toContainText(expert.bio);
    await expect(profile).toContainText(`${expert.credibilityScore}/100`);
    await expect(profile).toContainText("Credibility score");

    const links = profile.getByRole("list", { name: "Links" }).getByRole("link");
    await expect(links).toHaveText(["Website", "Contact", "@mayachentravels", "LinkedIn"].map((name) => new RegExp(`^${name}`)));
    await expect(links.nth(1)).toHaveAttribute("href", "mailto:maya@example.com");
    await expect(links.nth(2)).toHaveAttribute("href", "https://x.com/mayachentravels");
    for (const index of [0, 2, 3]) await expect(links.nth(index)).toHaveAttribute("rel", "noopener nofollow");

    const lists = published.filter((list) => list.expertHandle === "maya-chen");
    await expect(page.getByRole("heading", { level: 2, name: `Curated Lists (${lists.length})` })).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(lists.length);
    await expectDateText(page, "main article time", "month");

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((block) => JSON.parse(block) as { "@type": string }[]).map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Person", "BreadcrumbList"]));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
  });

  test("counts only published lists and shows only the links a curator has", async ({ page }) => {
    await page.goto("/curators/marcus-bell");
    const lists = published.filter((list) => list.expertHandle === "marcus-bell");
    await expect(page.getByRole("heading", { level: 2, name: `Curated Lists (${lists.length})` })).toBeVisible();
    for (const draft of drafts.filter((list) => list.expertHandle === "marcus-bell")) {
      await expect(page.locator("main")).not.toContainText(draft.title);
    }
    await page.goto("/curators/kwame-mensah");
    await expect(page.getByRole("list", { name: "Links" }).getByRole("link")).toHaveText([/^Website/]);
  });
});

test.describe("trending", () => {
  test("ranks published lists with #1 to #3, Verified, quality from 80, Paid or Free and 100-character previews", async ({ page }) => {
    const response = await page.goto("/trending");
    expect(response!.status()).toBe(200);
    await expectOneH1(page, "Trending Lists");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(Math.min(20, published.length));
    for (let index = 0; index < 5; index++) {
      const rank = cards.nth(index).getByText(/^Rank #\d$/);
      if (index < 3) await expect(rank).toHaveText(`Rank #${index + 1}`);
      else await expect(rank).toHaveCount(0);
    }
    const count = await cards.count();
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const title = await card.locator("h2 a").innerText();
      const list = published.find((candidate) => candidate.title === title)!;
      expect(list, `${title} is published`).toBeTruthy();
      await expect(card.getByText(/^(Paid|Free)$/)).toHaveText(list.isFree ? "Free" : "Paid");
      await expect(card.getByText("Verified", { exact: true })).toHaveCount(list.verificationStatus === "verified" ? 1 : 0);
      await expect(card.getByText(/^Quality score \d+\/100$/)).toHaveCount(list.qualityScore >= 80 ? 1 : 0);
      const preview = await card.getByTestId("card-preview").innerText();
      expect(preview.replace(/…$/, "").length).toBeLessThanOrEqual(100);
    }
    for (const draft of drafts) await expect(page.locator("main")).not.toContainText(draft.title);
  });
});

test.describe("trending, the first picture", () => {
  test("is the one preloaded and loaded at once; the others wait until they are near the screen", async ({ request }) => {
    const html = await (await request.get("/trending")).text();
    const pictures = [...html.matchAll(/<img [^>]*class="[^"]*card-image[^"]*"[^>]*>/g)].map((match) => match[0]);
    expect(pictures.length).toBeGreaterThan(1);
    const source = (tag: string) => tag.match(/ src="([^"]+)"/)![1];
    expect(pictures[0]).not.toContain('loading="lazy"');
    expect(pictures[0]).toContain('fetchPriority="high"');
    for (const tag of pictures.slice(1)) expect(tag).toContain('loading="lazy"');
    const imagePreloads = [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((match) => match[0]);
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toContain(`href="${source(pictures[0])}"`);
  });
});

test.describe("search", () => {
  test("with nothing set it asks for a term instead of searching", async ({ page }) => {
    await page.goto("/search");
    await expectOneH1(page, "Search Lists");
    await expect(page.getByText("Enter a search term or select filters to find lists.")).toBeVisible();
    await expect(page.getByText(/^Found \d+ list\(s\)$/)).toHaveCount(0);
  });

  test("a search without matches says so", async ({ page }) => {
    await page.goto("/search?q=zzqxjv");
    await expect(page.getByText("Found 0 list(s)")).toBeVisible();
    await expect(page.getByText("No lists found matching your search criteria.")).toBeVisible();
  });

  test("finds lists by keyword, prefix included, with 100-character previews and quality badges from 80", async ({ page }) => {
    await page.goto("/search?q=passpor");
    await expect(page.getByText(/^Found [1-9]\d* list\(s\)$/)).toBeVisible();
    await expect(page.locator("main article h2 a").first()).toHaveText(listBySlug("passport-renewal-checklist-a-timeline-for-your-next-international-trip").title);
    const cards = page.locator("main article");
    const total = await cards.count();
    for (let index = 0; index < total; index++) {
      const card = cards.nth(index);
      const title = await card.locator("h2 a").innerText();
      const list = published.find((candidate) => candidate.title === title)!;
      await expect(card.getByText(/^Quality score \d+\/100$/)).toHaveCount(list.qualityScore >= 80 ? 1 : 0);
      expect((await card.getByTestId("card-preview").innerText()).replace(/…$/, "").length).toBeLessThanOrEqual(100);
    }
  });

  test("never finds a draft", async ({ page }) => {
    for (const draft of drafts) {
      await page.goto(`/search?q=${encodeURIComponent(draft.title)}`);
      await expect(page.getByText(/^Found \d+ list\(s\)$/)).toBeVisible();
      await expect(page.locator("main article h2 a", { hasText: draft.title })).toHaveCount(0);
    }
  });

  test("a bad filter value shows a clear message, not a crash", async ({ page }) => {
    const response = await page.goto("/search?q=check&minScore=abc");
    expect(response!.status()).toBe(200);
    await expect(page.locator("main").getByRole("alert")).toContainText("minScore must be a whole number from 0 to 100.");
    await page.goto("/search?verification=experts");
    await expect(page.locator("main").getByRole("alert")).toContainText("verification must be verified, community or all.");
  });
});
