import { Link } from "react-router";
import type { FilmComment } from "@hancine/contract/catalog";
import { COMMENTARY_TABS, HOME } from "@hancine/contract/home-constants";
import { EmptyListAlert } from "#web/ui/empty-list-alert.tsx";
import { ChevronRightIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import type { PostSummary } from "#web/lib/summaries.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import { CommentaryCard, type CommentaryItem } from "./commentary-card.tsx";

const [COMMENTS_TAB, BLOG_TAB] = COMMENTARY_TABS;

function SeeMore({ href, label }: { href: string; label: string }) {
  return (
    <div className="mt-6 flex justify-end">
      <Link to={href} className="inline-flex items-center gap-1 rounded-card px-3 py-2 font-medium text-link hover:bg-mist" aria-label={`Xem thêm ${label}`}>
        Xem thêm
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
  const commentItems: CommentaryItem[] = comments.map((c) => ({ id: c.id, title: c.name, image: c.imagePortrait, views: c.views, href: paths.review(c.slug) }));
  const blogItems: CommentaryItem[] = blog.map((p) => ({ id: p.id, title: p.title, image: p.image, views: p.views, href: paths.blogPost(p.slug) }));
  const [lead, ...rest] = commentItems.slice(0, HOME.commentaryGridSize);

  return (
    <section aria-labelledby="commentary-title" className="below-fold mx-auto w-full max-w-6xl px-4 py-12">
      <Tabs defaultValue={COMMENTS_TAB.id}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-slate-200 pb-px">
          <SectionHeading id="commentary-title">Góc điện ảnh</SectionHeading>
          <TabList aria-label="Góc điện ảnh" className="w-full sm:w-auto">
            {COMMENTARY_TABS.map((tab) => (
              <Tab key={tab.id} value={tab.id}>
                {tab.label}
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
              {commentItems.length > HOME.commentarySeeMoreAfter ? <SeeMore href={paths.reviews()} label={COMMENTS_TAB.label.toLowerCase()} /> : null}
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
              {blogItems.length > HOME.commentarySeeMoreAfter ? <SeeMore href={paths.blog()} label={BLOG_TAB.label.toLowerCase()} /> : null}
            </>
          ) : (
            <EmptyListAlert />
          )}
        </TabPanel>
      </Tabs>
    </section>
  );
}
