import { richTextAllowlist } from "./sanitize";
import { siteUrl } from "./site-url";

// A fast check that HTML is already exactly what `sanitizeRichText` would make of it, so sending it as it
// is equals sending it through the sanitizer. Bodies are sanitized when they are stored, so nearly every
// stored body passes, in a few microseconds per kilobyte instead of a quarter of a millisecond; anything
// this check does not positively recognise (other entities, attribute forms, tags, nesting the parser
// would repair, unsafe addresses) goes through the sanitizer itself. It reads the same allowlist.

const VOID_TAGS = new Set(["br", "hr", "img"]);
// Start tags after which htmlparser2 (the sanitizer's parser) closes the open element named here, so the
// sanitizer's output would differ from its input.
const P_CLOSERS = new Set(["blockquote", "dl", "figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "hr", "ol", "p", "pre", "table", "ul"]);
const IMPLIED_CLOSE: Record<string, Set<string>> = {
  li: new Set(["li"]),
  dd: new Set(["dd", "dt"]),
  dt: new Set(["dd", "dt"]),
  tr: new Set(["tr", "th", "td"]),
  th: new Set(["th"]),
  td: new Set(["thead", "th", "td"]),
  tbody: new Set(["thead", "tbody"]),
  tfoot: new Set(["thead", "tbody"]),
};

const VALUE = String.raw`[^"<>&]*(?:&(?:amp|lt|gt|quot);[^"<>&]*)*`;
const TOKEN = new RegExp(String.raw`[^<>&]+|&(?:amp|lt|gt);|<\/([a-z][a-z0-9]*)>|<([a-z][a-z0-9]*)((?: [a-z]+(?:="${VALUE}")?)*)( \/)?>`, "y");
const ATTRIBUTE = new RegExp(String.raw` ([a-z]+)(?:="(${VALUE})")?`, "g");
const ENTITY = /&(amp|lt|gt|quot);/g;
const DECODED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
const CONTROL = /[\u0000-\u001f\u007f]/;
const tags = new Set(richTextAllowlist.tags);

/** True only when `html` is a fixed point of sanitizeRichText: safe to send exactly as it is. */
export function isInSanitizedForm(html: string): boolean {
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const match = TOKEN.exec(html);
    if (!match) return false;
    const [, endTag, startTag, attributes, selfClosing] = match;
    if (endTag === undefined && startTag === undefined) continue; // text or one of the three entities
    if (endTag !== undefined) {
      if (open.pop() !== endTag) return false;
    } else if (startTag !== undefined) {
      if (!tags.has(startTag) || Boolean(selfClosing) !== VOID_TAGS.has(startTag)) return false;
      const top = open[open.length - 1];
      if (top === "p" && P_CLOSERS.has(startTag)) return false;
      if (top !== undefined && IMPLIED_CLOSE[startTag]?.has(top)) return false;
      if (startTag === "a" && open.includes("a")) return false;
      if ((attributes || startTag === "a" || startTag === "img") && !attributesInSanitizedForm(startTag, attributes)) return false;
      if (!VOID_TAGS.has(startTag)) open.push(startTag);
    }
  }
  return open.length === 0;
}

function attributesInSanitizedForm(tag: string, text: string): boolean {
  const allowed = richTextAllowlist.attributes[tag] ?? [];
  const names: string[] = [];
  const values: (string | undefined)[] = [];
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(text); match; match = ATTRIBUTE.exec(text)) {
    const [, name, raw] = match;
    if (!allowed.includes(name) || names.includes(name)) return false;
    const value = raw === undefined ? undefined : raw.includes("&") ? raw.replace(ENTITY, (_, entity: string) => DECODED[entity]) : raw;
    if (value !== undefined && CONTROL.test(value)) return false;
    names.push(name);
    values.push(value);
  }
  if (tag === "a") return linkInSanitizedForm(names, values);
  if (tag === "img") {
    const src = values[names.indexOf("src")];
    return Boolean(src) && safeAddress("img", src!);
  }
  return true;
}

// The sanitizer rewrites every link to href, then title, then rel exactly when the link leaves the site.
function linkInSanitizedForm(names: string[], values: (string | undefined)[]): boolean {
  const href = values[0];
  if (names[0] !== "href" || href === undefined || !safeAddress("a", href)) return false;
  const rest = names.slice(1).join(" ");
  if (isOutside(href)) return (rest === "rel" || rest === "title rel") && values[names.length - 1] === "noopener nofollow ugc";
  return rest === "" || rest === "title";
}

// isOutsideLink parses two URLs per call; a plain http(s) address with a lowercase host is compared by
// its origin text instead. A mistake here could only demand a rel the sanitizer would not add (the
// check then fails and the sanitizer runs), never excuse a missing one: equal origin text means the same
// origin.
const PLAIN_ABSOLUTE = /^(https?):\/\/([a-z0-9.-]+)(?::([1-9][0-9]{0,4}))?(?=[/?#]|$)/;
let site: { url: string; origin: string } | undefined;

function isOutside(href: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("//")) return false;
  const plain = PLAIN_ABSOLUTE.exec(href);
  if (!plain) return richTextAllowlist.isOutsideLink(href);
  const url = siteUrl();
  if (site?.url !== url) site = { url, origin: new URL(url).origin };
  const [, scheme, host, port] = plain;
  const defaultPort = scheme === "https" ? "443" : "80";
  return `${scheme}://${host}${port && port !== defaultPort ? `:${port}` : ""}` !== site.origin;
}

// sanitize-html's own rule (naughtyHref): ignore characters up to space, refuse "//" and other schemes.
function safeAddress(tag: string, value: string): boolean {
  const address = value.replace(/[\u0000-\u0020]+/g, "");
  if (address.includes("<") || /^[/\\]{2}/.test(address)) return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(address)?.[1].toLowerCase();
  if (scheme === undefined) return true;
  return (richTextAllowlist.schemesByTag[tag] ?? richTextAllowlist.schemes).includes(scheme);
}
