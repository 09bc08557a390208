// Indexes the Prisma schema cannot describe (an expression, NULLS LAST) are created in migrations whose
// SQL begins with "-- Hand-written". The schema engine does not know them, so a migration it writes from
// the schema would drop them: those drops are left out.

const HAND_WRITTEN = /^-- Hand-written/;

/** The names of the indexes that hand-written migrations create. */
export function handWrittenIndexes(migrationSql: string[]): Set<string> {
  const names = new Set<string>();
  for (const sql of migrationSql.filter((text) => HAND_WRITTEN.test(text))) {
    for (const match of sql.matchAll(/CREATE INDEX (?:IF NOT EXISTS )?"([^"]+)"/g)) names.add(match[1]);
  }
  return names;
}

/** The engine's migration SQL without its drops of hand-written indexes; blank when nothing else is left. */
export function withoutHandWrittenDrops(sql: string, indexes: Set<string>): string {
  const statements = sql.split(/\n(?=-- [A-Z][A-Za-z]+\n)/);
  const kept = statements.filter((statement) => {
    const drop = /^-- DropIndex\nDROP INDEX "([^"]+)";\s*$/.exec(statement.trim() + "\n");
    return !(drop && indexes.has(drop[1]));
  });
  return kept.join("\n").trim() ? kept.join("\n") : "";
}
