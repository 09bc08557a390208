import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { isResizable } from "@/lib/media/image-src";

type SiteImageProps = Omit<ImageProps, "src" | "unoptimized" | "priority"> & { src: string };

/**
 * next/image's sizing (srcset from the image optimizer, width and height or fill, lazy loading) rendered
 * as a plain <img> from the server, so pages ship none of the Image component's JavaScript. `preload`
 * adds the same <link rel="preload"> next/image would, for the largest picture above the fold. Only
 * pictures on the site itself are resized (isResizable); others load as they are.
 */
export function SiteImage({ src, preload = false, ...rest }: SiteImageProps) {
  const { props } = getImageProps({ ...rest, src, unoptimized: !isResizable(src), preload });
  if (preload) {
    preloadResource(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  // getImageProps returns the alt text it was given.
  // eslint-disable-next-line jsx-a11y/alt-text
  return <img {...props} fetchPriority={preload ? "high" : props.fetchPriority} />;
}
