import { ImagePreload, siteImageAttributes } from "@/components/public/site-image";
import { showsQualityBadge } from "./list-card-data";
import { ListCardView, type ListCardProps } from "./list-card-view";

export type { ListCardProps };

// The card's image width in the grids: one column on phones, two on tablets, three (384 px at most) on
// desktops; the wide home card gives its image 55% of two columns from tablets up.
const IMAGE_SIZES = "(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw";
const WIDE_IMAGE_SIZES = "(min-width: 1280px) 440px, (min-width: 640px) 55vw, 100vw";

/** A list card: its picture's attributes are worked out here, on the server; ListCardView renders it. */
export function ListCard({ qualityThreshold, preload = false, ...props }: ListCardProps & {
  /** Score from which the quality badge shows: 90 on home cards, 80 elsewhere. */
  qualityThreshold: number;
  /** The first card of a grid that starts above the fold on phones: its picture is the page's largest, so it is preloaded instead of lazy. */
  preload?: boolean;
}) {
  const image = siteImageAttributes({
    src: props.data.imageUrl,
    alt: "",
    fill: true,
    sizes: props.wide ? WIDE_IMAGE_SIZES : IMAGE_SIZES,
    className: "card-image",
    preload,
  });
  return (
    <>
      {preload && <ImagePreload attributes={image} />}
      <ListCardView {...props} image={image} showsQuality={showsQualityBadge(props.data.qualityScore, qualityThreshold)} />
    </>
  );
}
