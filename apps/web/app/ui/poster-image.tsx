import { POSTER_SIZE } from "@hancine/contract/browser-constants";

/**
 * A film's 2:3 poster at its stored size (the box is reserved before it loads). Loaded lazily
 * unless `eager` (a poster near the top of its page).
 */
export function PosterImage({ src, alt, className, eager = false }: { src: string; alt: string; className: string; eager?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      width={POSTER_SIZE.width}
      height={POSTER_SIZE.height}
      {...(!eager && { loading: "lazy" as const, decoding: "async" as const })}
      className={className}
    />
  );
}
