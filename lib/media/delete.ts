import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import { listChangeTags } from "@/lib/content/list-references";
import { recordVersion } from "@/lib/content/versions";
import { expertChangeTags } from "@/lib/experts/change-tags";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { conflict, forbidden, notFoundError } from "@/lib/http/errors";
import { rankedListStateSelect } from "@/lib/lists/related-pools";
import { markPending } from "@/lib/publishing/pending-changes";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/site-settings-schema";
import { describeUsages, findMediaUsages, isUnused, mediaUrls, removeFromContent, type MediaUsages } from "./usages";
import { mediaStorage, type MediaStorage } from "./storage";

type MediaActor = { id: string; role: Role };

const HERO_IS_ADMINS = "This file is the site's hero image, which only admins change: ask an admin to delete it, or to choose another hero image first.";

/**
 * Deletes a file from the library. While a list, an expert or the hero image uses it, the delete is
 * refused (409 naming them) unless `detach` is set: then those uses are cleared in the same transaction
 * (a list's featured image emptied and the file taken out of its body, with a new version; an expert's
 * photo emptied; the hero, live or saved for publishing, back to the default image, which only an admin
 * may do). The stored files go once the change has committed.
 */
export async function deleteMediaFile(actor: MediaActor, id: number, options: { detach: boolean }, storage: MediaStorage = mediaStorage()): Promise<void> {
  const actorId = actor.id;
  const removed = await commitChange(actorId, async (tx) => {
    const file = await tx.mediaFile.findUnique({ where: { id } });
    if (!file) throw notFoundError("Media file not found.");
    await tx.$executeRaw`SELECT 1 FROM media_files WHERE id = ${id} FOR UPDATE`;
    const urls = mediaUrls(file);
    const usages = await findMediaUsages(tx, urls);
    const tags: string[] = [];
    if (!isUnused(usages)) {
      if (!options.detach) {
        throw conflict(`"${file.originalName}" is in use by ${describeUsages(usages)}. Remove it there first, or delete it with detach to clear those uses.`);
      }
      // The hero image is a site setting, which only admins change.
      if ((usages.settings.length || usages.pendingHero) && !can(actor.role, "settings.write")) throw forbidden(HERO_IS_ADMINS);
      tags.push(...(await detach(tx, usages, urls, actorId)));
    }
    await tx.mediaFile.delete({ where: { id } });
    const variantKeys = urls.slice(1).map((url) => url.slice(url.lastIndexOf("/") + 1));
    const detached = isUnused(usages) ? "" : ` (removed from ${describeUsages(usages)})`;
    return {
      result: [file.filename, ...variantKeys],
      tags,
      audit: { action: "media.delete", targetType: "media", targetId: id, summary: `${file.originalName}${detached}` },
    };
  });
  const outcomes = await Promise.allSettled(removed.map((key) => storage.delete(key)));
  // The record is gone either way; a stored copy left behind is only space, so it is reported, not raised.
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "rejected") console.error(`Media delete: could not remove the stored file ${removed[index]}: ${String(outcome.reason)}`);
  });
}

async function detach(tx: Parameters<Parameters<typeof commitChange>[1]>[0], usages: MediaUsages, urls: string[], actorId: string): Promise<string[]> {
  const tags: string[] = [];
  for (const list of usages.lists) {
    const current = await tx.contentList.findUniqueOrThrow({ where: { id: list.id }, select: { content: true, ...rankedListStateSelect } });
    const after = await tx.contentList.update({
      where: { id: list.id },
      data: {
        ...(list.asImage && { imageUrl: null }),
        ...(list.inContent && { content: removeFromContent(current.content, urls) }),
      },
      select: rankedListStateSelect,
    });
    await recordVersion(tx, list.id, actorId);
    // Its picture shows on its category's and its curator's pages too.
    tags.push(...(await listChangeTags(tx, { ...current, slug: list.slug }, { ...after, slug: list.slug })));
  }
  for (const expert of usages.experts) {
    await tx.expert.update({ where: { id: expert.id }, data: { imageUrl: null } });
    // The portrait shows on the curator's page and on the page of each of their lists.
    tags.push(...(await expertChangeTags(tx, expert.id, [expert.handle])));
  }
  if (usages.settings.length) {
    await tx.siteSettings.updateMany({ where: { id: { in: usages.settings.map((row) => row.id) } }, data: { heroImageUrl: DEFAULT_SITE_SETTINGS.heroImageUrl } });
    tags.push(cacheTags.settings);
  }
  if (usages.pendingHero) await markPending(tx, "settings", { heroImageUrl: DEFAULT_SITE_SETTINGS.heroImageUrl }, actorId);
  return tags;
}
