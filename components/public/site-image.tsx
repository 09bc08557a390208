import { getImageProps, type ImageProps } from "next/image";
import type { ImgHTMLAttributes } from "react";
import { cn } from "@/components/ui/cn";
import { isResizable } from "@/lib/media/image-src";

type SiteImageProps = Omit<ImageProps, "src" | "unoptimized" | "priority"> & { src: string };

/** The attributes of an <img> as SiteImage renders it, with the unset ones left out; for client components. */
export type ImageAttributes = ImgHTMLAttributes<HTMLImageElement>;

/**
 * next/image's sizing (srcset from the image optimizer, width and height or fill, lazy loading) as plain
 * <img> attributes, computed on the server so pages ship none of the Image component's JavaScript. Only
 * pictures on the site itself are resized (isResizable); others load as they are.
 */
export function siteImageAttributes({ src, preload = false, ...rest }: SiteImageProps): ImageAttributes {
  // The largest picture is decoded as it is painted ("auto") rather than in the background ("async", the
  // default), so it appears in the first frame after it arrives instead of a later one behind the
  // page's scripts.
  const { props } = getImageProps({ ...rest, src, unoptimized: !isResizable(src), preload, decoding: preload ? "auto" : rest.decoding });
  // A filling image gets the same placement from the image-fill class as from next/image's inline style,
  // which a grid of cards would otherwise repeat in every card's HTML and React payload.
  const placement = rest.fill ? { style: rest.style, className: cn("image-fill", props.className) } : {};
  const attributes: ImageAttributes = { ...props, ...placement, fetchPriority: preload ? "high" : props.fetchPriority };
  // An unset attribute would still travel in the React payload of a client component's props.
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as ImageAttributes;
}

/**
 * The <link rel="preload"> next/image adds for a preloaded picture. React moves it into the document's
 * head. An element rather than ReactDOM.preload: that call sends a hint beside the React payload, which
 * reaches the HTML only if it arrives before the head is written, and on a page rendered per request it
 * often did not (the preload was missing on a slow database).
 */
export function ImagePreload({ attributes }: { attributes: ImageAttributes }) {
  if (typeof attributes.src !== "string") return null;
  return <link rel="preload" as="image" href={attributes.src} imageSrcSet={attributes.srcSet} imageSizes={attributes.sizes} fetchPriority="high" />;
}

/**
 * A picture rendered as a plain <img> from the server (siteImageAttributes). `preload` adds the same
 * <link rel="preload"> next/image would, for the largest picture above the fold.
 */
export function SiteImage(props: SiteImageProps) {
  const attributes = siteImageAttributes(props);
  return (
    <>
      {props.preload && <ImagePreload attributes={attributes} />}
      {/* getImageProps returns the alt text it was given. */}
      {/* eslint-disable-next-line jsx-a11y/alt-text */}
      <img {...attributes} />
    </>
  );
}
