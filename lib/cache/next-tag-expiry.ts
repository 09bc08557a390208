// Expires cache tags in Next's page and data cache from outside a request, where revalidateTag() cannot
// run (it needs Next's request scope). It writes what revalidateTag(tag, { expire: 0 }) writes: Next's
// default cache checks every cached page and read against this one process-wide tag manifest. With a
// custom cacheHandler this would have to call the handler's revalidateTag instead.
import { createRequire } from "node:module";

interface TagManifestEntry {
  stale?: number;
  expired?: number;
}

type TagsManifest = Map<string, TagManifestEntry>;

export function nextTagExpiry(): (tags: string[]) => void {
  const require = createRequire(import.meta.url);
  const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as { tagsManifest: TagsManifest };
  return (tags) => {
    const now = Date.now();
    for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
  };
}
