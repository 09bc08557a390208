/**
 * `text` for a Prisma `contains`, `startsWith` or `endsWith` filter, matched as typed: PostgreSQL's LIKE
 * reads % and _ as wildcards (a search for "%" would match everything) and \ as their escape.
 */
export function literally(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
