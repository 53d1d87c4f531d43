import { Link } from "react-router";
import type { FilmComment } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import { EmptyListAlert } from "#web/ui/empty-list-alert.tsx";
import { ChevronRightIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import type { PostSummary } from "#web/lib/summaries.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import { CommentaryCard, type CommentaryItem } from "./commentary-card.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** The two tabs of COMMENTARY_TABS (the spec's 'Bình luận phim', 'Blog điện ảnh'), each with its name's key. */
const COMMENTS_TAB = { id: "nowShowing", name: "home.commentary.reviews" } as const;
const BLOG_TAB = { id: "comingSoon", name: "home.commentary.blog" } as const;

function SeeMore({ href, label }: { href: string; label: string }) {
  const { t } = useI18n();
  return (
    <div className="mt-6 flex justify-end">
      <Link
        to={href}
        className="inline-flex items-center gap-1 rounded-card px-3 py-2 font-medium text-link hover:bg-mist"
        aria-label={t("home.commentary.seeMoreOf", { list: label })}
      >
        {t("home.commentary.seeMore")}
        <ChevronRightIcon width={18} height={18} />
      </Link>
    </div>
  );
}

/**
 * 'Góc điện ảnh': film commentary (one large card, then the next three) and the film blog (four
 * cards). 'Xem thêm' appears only when a list has more than 8 items.
 */
export function FilmCommentary({ comments, blog }: { comments: FilmComment[]; blog: PostSummary[] }) {
  // The film comments are the chain's, in Vietnamese; a blog post in English when its editor gave English texts (decision 095).
  const { t, chainLang: lang, href } = useI18n();
  const commentItems: CommentaryItem[] = comments.map((c) => ({
    id: c.id,
    title: c.name,
    image: c.imagePortrait,
    views: c.views,
    href: href(paths.review(c.slug)),
    lang,
  }));
  const blogItems: CommentaryItem[] = blog.map((p) => ({
    id: p.id,
    title: p.title,
    image: p.image,
    views: p.views,
    href: href(paths.blogPost(p.slug)),
    lang: p.lang,
  }));
  const [lead, ...rest] = commentItems.slice(0, HOME.commentaryGridSize);

  return (
    <section aria-labelledby="commentary-title" className="below-fold mx-auto w-full max-w-6xl px-4 py-12">
      <Tabs defaultValue={COMMENTS_TAB.id}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-slate-200 pb-px">
          <SectionHeading id="commentary-title">{t("home.commentary.heading")}</SectionHeading>
          <TabList aria-label={t("home.commentary.heading")} className="w-full sm:w-auto">
            {[COMMENTS_TAB, BLOG_TAB].map((tab) => (
              <Tab key={tab.id} value={tab.id}>
                {t(tab.name)}
              </Tab>
            ))}
          </TabList>
        </div>

        <TabPanel value={COMMENTS_TAB.id} className="pt-6">
          {lead ? (
            <>
              <div className="grid gap-6 md:grid-cols-2">
                <CommentaryCard item={lead} variant="large" />
                <div className="flex flex-col gap-5">
                  {rest.map((item) => (
                    <CommentaryCard key={item.id} item={item} variant="row" />
                  ))}
                </div>
              </div>
              {commentItems.length > HOME.commentarySeeMoreAfter ? <SeeMore href={href(paths.reviews())} label={t(COMMENTS_TAB.name).toLowerCase()} /> : null}
            </>
          ) : (
            <EmptyListAlert />
          )}
        </TabPanel>

        <TabPanel value={BLOG_TAB.id} className="pt-6">
          {blogItems.length > 0 ? (
            <>
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {blogItems.slice(0, HOME.blogCards).map((item) => (
                  <CommentaryCard key={item.id} item={item} variant="column" />
                ))}
              </div>
              {blogItems.length > HOME.commentarySeeMoreAfter ? <SeeMore href={href(paths.blog())} label={t(BLOG_TAB.name).toLowerCase()} /> : null}
            </>
          ) : (
            <EmptyListAlert />
          )}
        </TabPanel>
      </Tabs>
    </section>
  );
}
