import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { cn } from "@/components/ui/cn";
import { isResizable } from "@/lib/media/image-src";

type SiteImageProps = Omit<ImageProps, "src" | "unoptimized" | "priority"> & { src: string };

/**
 * next/image's sizing (srcset from the image optimizer, width and height or fill, lazy loading) rendered
 * as a plain <img> from the server, so pages ship none of the Image component's JavaScript. `preload`
 * adds the same <link rel="preload"> next/image would, for the largest picture above the fold. Only
 * pictures on the site itself are resized (isResizable); others load as they are.
 */
export function SiteImage({ src, preload = false, ...rest }: SiteImageProps) {
  // The largest picture is decoded as it is painted ("auto") rather than in the background ("async", the
  // default), so it appears in the first frame after it arrives instead of a later one behind the
  // page's scripts.
  const { props } = getImageProps({ ...rest, src, unoptimized: !isResizable(src), preload, decoding: preload ? "auto" : rest.decoding });
  if (preload) {
    preloadResource(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  // A filling image gets the same placement from the image-fill class as from next/image's inline style,
  // which a grid of cards would otherwise repeat in every card's HTML and React payload.
  const placement = rest.fill ? { style: rest.style, className: cn("image-fill", props.className) } : {};
  // getImageProps returns the alt text it was given.
  // eslint-disable-next-line jsx-a11y/alt-text
  return <img {...props} {...placement} fetchPriority={preload ? "high" : props.fetchPriority} />;
}
