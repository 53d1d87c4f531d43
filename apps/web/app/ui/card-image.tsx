import { CARD_IMAGE_SIZE } from "@hancine/contract/browser-constants";

/** A card's 16:9 picture filling its box, zooming a little while the card (`group`) is hovered. */
export const CARD_IMAGE_ZOOM = "h-full w-full object-cover transition-transform duration-[250ms] can-hover:group-hover:scale-[1.03]";

/**
 * A 16:9 picture of a post or promotion at the card size (the same file serves the big view).
 * Loaded lazily unless `eager` (an article's own picture, near the top of its page).
 */
export function CardImage({
  src,
  alt,
  className = CARD_IMAGE_ZOOM,
  eager = false,
  draggable,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
  draggable?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={CARD_IMAGE_SIZE.width}
      height={CARD_IMAGE_SIZE.height}
      {...(!eager && { loading: "lazy" as const, decoding: "async" as const })}
      {...(draggable !== undefined && { draggable })}
      className={className}
    />
  );
}
