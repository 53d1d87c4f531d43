import { Link } from "react-router";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { cx } from "#web/ui/cx.ts";
import { EyeIcon } from "#web/ui/more-icons.tsx";
import { CardImage } from "#web/ui/card-image.tsx";

/** `lang`: the title's language when it is not the page's (the chain's own, on an English page). */
export type CommentaryItem = { id: string; title: string; image: string; views: number; href: string; lang?: "vi" | undefined };

export function ViewCount({ views, className }: { views: number; className?: string }) {
  const { t } = useI18n();
  return (
    <span className={cx("inline-flex items-center gap-1.5 text-sm text-slate-600", className)}>
      <EyeIcon width={16} height={16} />
      {t("home.commentary.views", { views })}
    </span>
  );
}

/** A post card: image, title and view count. `large` is the lead card; `row` sits beside the image. */
export function CommentaryCard({ item, variant }: { item: CommentaryItem; variant: "large" | "row" | "column" }) {
  const { t } = useI18n();
  return (
    <article className={cx("group relative", variant === "row" && "flex gap-4")}>
      <div
        className={cx(
          "overflow-hidden rounded-card bg-mist shadow-[0_6px_18px_-10px_rgba(11,22,51,.45)]",
          variant === "row" ? "aspect-video w-[42%] shrink-0 sm:w-48" : "aspect-video w-full",
        )}
      >
        <CardImage src={item.image} alt={t("home.commentary.image", { title: item.title })} />
      </div>
      <div className={cx("min-w-0", variant === "row" ? "py-0.5" : "mt-3")}>
        <h3 className={cx("font-bold leading-snug text-night-900", variant === "large" ? "text-lg sm:text-xl" : "line-clamp-3 text-[15px] sm:line-clamp-2")}>
          {/* The whole card is the link's target area (the ::after stretches over it). */}
          <Link to={item.href} lang={item.lang} className="after:absolute after:inset-0 hover:text-link">
            {item.title}
          </Link>
        </h3>
        <ViewCount views={item.views} className="mt-1.5" />
      </div>
    </article>
  );
}
