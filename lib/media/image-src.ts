import { isSitePath } from "@/lib/validation/site-path";

/**
 * Whether next/image may resize a picture on this server: only a path on the site itself (an upload, a
 * file in public/). A picture on another host (an editor's link, a sign-in provider's portrait) is shown
 * as it is, so the server never fetches from outside. SVG files are always served as they are.
 */
export function isResizable(src: string): boolean {
  return isSitePath(src);
}
