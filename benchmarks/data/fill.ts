// Fills a database with the benchmark data set (benchmarks/data/sizes.ts): the demo content first (site
// settings, theme, demo categories, experts and lists), then generated categories, experts, published
// lists, views and favorites up to the requested sizes. A database that already holds a data set of the
// same sizes is left as it is, unless `force` is set.
import { slugify } from "@/lib/validation/primitives";
import type { Database } from "@/lib/db/client";
import type { SqlExecutor } from "@/lib/db/migrations";
import { publishedListCondition } from "@/lib/lists/published-sql";
import { sanitizeRichText } from "@/lib/sanitize";
import { seedDemoContent } from "@/prisma/demo-content";
import { seedLists } from "@/prisma/seed-data/lists";
import { AUTHOR_NAMES, AUTHOR_ORGS, INTRO_SENTENCES, METHODOLOGY_SENTENCES, TITLE_WORDS } from "../bulk-vocabulary";
import { CLEAN_UP, DELETE_PREVIOUS, INSERT_EXPERTS, INSERT_LISTS, INSERT_READERS_AND_FAVORITES, INSERT_VIEWS, NUMBER_PUBLISHED, TABLES_TO_VACUUM } from "./fill-sql";
import { describeSizes, type BenchSizes } from "./sizes";

const CHUNK = 5_000;

// Names for the generated topics beyond the demo's seven.
const TOPIC_NAMES = [
  "Parenting", "Pets", "Fitness", "Photography", "Cycling", "Hiking", "Fishing", "Crafts", "Music", "Reading",
  "Writing", "Languages", "Study Skills", "Productivity", "Remote Work", "Small Business", "Investing", "Insurance",
  "Real Estate", "Cars", "DIY Repairs", "Cleaning", "Laundry", "Baking", "Wine", "Coffee", "Tea", "Board Games",
  "Video Games", "Volunteering", "Mental Health", "Nutrition", "Yoga", "Swimming", "Skiing", "Sailing", "Birding",
  "Astronomy", "Woodworking", "Sewing", "Knitting", "Beekeeping", "Minimalism",
];

export async function fillBenchDatabase(database: Database, sizes: BenchSizes, options: { force?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log;
  const wanted = JSON.stringify(sizes);
  await database.migrate();
  await seedDemoContent(database.prisma);
  await database.withExecutor(async (sql) => {
    const existing = await sql
      .query<{ value: string }>("SELECT value FROM bench_meta WHERE key = 'sizes'")
      .catch(() => [] as { value: string }[]);
    if (!options.force && existing[0]?.value === wanted) {
      log(`The benchmark database already holds ${describeSizes(sizes)}.`);
      return;
    }
    const started = performance.now();
    log(`Filling the benchmark database with ${describeSizes(sizes)}...`);
    let step = performance.now();
    const lap = (what: string) => {
      log(`  ${what}: ${((performance.now() - step) / 1000).toFixed(1)} s`);
      step = performance.now();
    };
    await sql.exec(DELETE_PREVIOUS);
    lap("previous data set removed");
    await createVocabulary(sql);
    await addCategories(sql, sizes.categories);
    const expertCount = Number((await sql.query<{ n: string }>("SELECT count(*) AS n FROM experts"))[0].n);
    if (sizes.experts > expertCount) await sql.query(INSERT_EXPERTS, [sizes.experts - expertCount]);
    lap("categories and experts");

    for (let from = 1; from <= sizes.lists; from += CHUNK) {
      const to = Math.min(sizes.lists, from + CHUNK - 1);
      await sql.query(INSERT_LISTS, [from, to]);
      process.stdout.write(`\r  ${to.toLocaleString("en-US")} / ${sizes.lists.toLocaleString("en-US")} lists`);
    }
    process.stdout.write("\n");
    lap("lists");
    await sql.exec(NUMBER_PUBLISHED);
    await sql.query(INSERT_VIEWS, [sizes.views, sizes.days]);
    lap("views");
    await sql.query(INSERT_READERS_AND_FAVORITES, [Math.ceil(sizes.favorites / 10), sizes.favorites, sizes.days]);
    lap("readers and favorites");
    await sql.exec(CLEAN_UP);
    for (const table of TABLES_TO_VACUUM) await sql.exec(`VACUUM ANALYZE ${table}`);
    lap("vacuum");
    await sql.query("INSERT INTO bench_meta (key, value) VALUES ('sizes', $1)", [wanted]);
    log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${await summary(sql)}`);
  });
}

async function summary(sql: SqlExecutor): Promise<string> {
  const [row] = await sql.query<Record<string, string>>(`
    SELECT (SELECT count(*) FROM content_lists l WHERE ${publishedListCondition("l")}) AS published,
      (SELECT count(*) FROM experts) AS experts, (SELECT count(*) FROM categories) AS categories,
      (SELECT coalesce(sum(views), 0) FROM list_view_days) AS views, (SELECT count(*) FROM favorites) AS favorites,
      (SELECT round(avg(length(content))) FROM content_lists WHERE slug LIKE 'bench-%') AS body,
      (SELECT min(length(content)) FROM content_lists WHERE slug LIKE 'bench-%') AS body_min,
      (SELECT max(length(content)) FROM content_lists WHERE slug LIKE 'bench-%') AS body_max`);
  const n = (value: string) => Number(value).toLocaleString("en-US");
  return (
    `${n(row.published)} published lists (bodies ${n(row.body_min)}-${n(row.body_max)} characters, ${n(row.body)} on average), ` +
    `${n(row.experts)} experts, ${n(row.categories)} categories, ${n(row.views)} views, ${n(row.favorites)} favorites.`
  );
}

/** Small tables the generator draws from: title words, body sections and sentences, per vocabulary. */
async function createVocabulary(sql: SqlExecutor) {
  const words: unknown[][] = [];
  for (const [vocab, kinds] of Object.entries(TITLE_WORDS)) {
    for (const [kind, list] of Object.entries(kinds)) list.forEach((word, n) => words.push([vocab, kind, n, word]));
  }
  await insertRows(sql, "bench_words", words);

  // The demo bodies cut at their headings: real, already-sanitized sections to recombine.
  const sections: unknown[][] = [];
  const counters = new Map<string, number>();
  for (const list of seedLists) {
    for (const part of sanitizeRichText(list.content).split(/(?=<h2>)/)) {
      if (!part.startsWith("<h2>")) continue;
      const n = counters.get(list.categorySlug) ?? 0;
      counters.set(list.categorySlug, n + 1);
      sections.push([list.categorySlug, n, part.trim()]);
    }
  }
  await insertRows(sql, "bench_sections", sections);

  const sentences: unknown[][] = [
    ...INTRO_SENTENCES.map((sentence, n) => ["intro", n, sentence]),
    ...METHODOLOGY_SENTENCES.map((sentence, n) => ["methodology", n, sentence]),
    ...AUTHOR_NAMES.map((sentence, n) => ["author", n, sentence]),
    ...AUTHOR_ORGS.map((sentence, n) => ["org", n, sentence]),
  ];
  await insertRows(sql, "bench_sentences", sentences);
}

/** Tops the categories up to `total`; every category draws its words from one of the demo topics. */
async function addCategories(sql: SqlExecutor, total: number) {
  const existing = await sql.query<{ id: number; slug: string }>("SELECT id, slug FROM categories ORDER BY id");
  const taken = new Set(existing.map((row) => row.slug));
  const names = TOPIC_NAMES.filter((name) => !taken.has(`bench-${slugify(name)}`));
  const missing = Math.max(0, total - existing.length);
  const added = Array.from({ length: missing }, (_, index) => names[index] ?? `Topic ${index + 1}`);
  if (added.length) {
    await insertRows(
      sql,
      'categories (name, slug, "sortOrder", "updatedAt")',
      added.map((name, index) => [name, `bench-${slugify(name)}-${index + 1}`, 100 + index, new Date()]),
    );
  }
  const vocabularies = Object.keys(TITLE_WORDS).filter((key) => key !== "*");
  const categories = await sql.query<{ id: number; slug: string }>("SELECT id, slug FROM categories ORDER BY id");
  await insertRows(
    sql,
    "bench_category_vocab",
    categories.map((row, index) => [row.id, row.slug, vocabularies.includes(row.slug) ? row.slug : vocabularies[index % vocabularies.length]]),
  );
}

async function insertRows(sql: SqlExecutor, table: string, rows: unknown[][]) {
  const width = rows[0].length;
  for (let start = 0; start < rows.length; start += 500) {
    const slice = rows.slice(start, start + 500);
    const values = slice.map((_, row) => `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(", ")})`);
    await sql.query(`INSERT INTO ${table} VALUES ${values.join(", ")}`, slice.flat());
  }
}
