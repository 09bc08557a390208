import "server-only";
import { z } from "zod";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import { siteSettingsSchema } from "@/lib/settings/site-settings-schema";
import { themeSchema } from "@/lib/settings/theme-schema";
import { PENDING_KEYS, lockPending, type PendingKey } from "./pending-changes";

const LABELS: Record<PendingKey, string> = { theme: "theme", settings: "site settings" };

// Each kind of pending change and the live table it goes to. Values are checked again here, so a
// stored entry that no longer fits the schema stops the publish instead of breaking the public site.
const APPLY: Record<PendingKey, (tx: Prisma.TransactionClient, data: unknown) => Promise<void>> = {
  theme: async (tx, data) => {
    const values = parsePending("theme", themeSchema.partial(), data);
    const active = await tx.themeSettings.findFirst({ where: { isActive: true }, orderBy: { updatedAt: "desc" }, select: { id: true } });
    if (active) await tx.themeSettings.update({ where: { id: active.id }, data: values });
    else await tx.themeSettings.create({ data: { ...values, isActive: true } });
  },
  settings: async (tx, data) => {
    const values = parsePending("settings", siteSettingsSchema.partial(), data);
    const current = await tx.siteSettings.findFirst({ orderBy: { id: "asc" }, select: { id: true } });
    if (current) await tx.siteSettings.update({ where: { id: current.id }, data: values });
    else await tx.siteSettings.create({ data: values });
  },
};

function parsePending<S extends z.ZodType>(key: PendingKey, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw conflict(`The saved ${LABELS[key]} are not valid any more: save them again, then publish.`);
  return parsed.data;
}

export interface PublishResult {
  published: PendingKey[];
}

/**
 * Makes every saved theme and settings change live at once, then forgets them. Rows are locked so two
 * people publishing at the same moment apply each change once; with nothing waiting the answer is 409.
 */
export async function publishPendingChanges(actorId: string): Promise<PublishResult> {
  return commitChange(actorId, async (tx) => {
    for (const key of PENDING_KEYS) await lockPending(tx, key);
    const rows = await tx.$queryRaw<{ key: string; data: unknown }[]>`SELECT key, data FROM pending_changes ORDER BY key FOR UPDATE`;
    const pending = rows.filter((row): row is { key: PendingKey; data: unknown } => (PENDING_KEYS as readonly string[]).includes(row.key));
    if (pending.length === 0) throw conflict("There are no unpublished changes.");
    for (const row of pending) await APPLY[row.key](tx, row.data);
    await tx.pendingChange.deleteMany({ where: { key: { in: pending.map((row) => row.key) } } });
    const published = pending.map((row) => row.key);
    return {
      result: { published },
      tags: [cacheTags.settings, cacheTags.theme],
      audit: { action: "site.publish", targetType: "site", summary: published.map((key) => LABELS[key]).join(" and ") },
    };
  });
}
