import { data } from "react-router";
import type { Post } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { PageServices } from "@hancine/contract/page-services";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { chainTexts, filmName } from "#web/lib/summaries.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { isSlug } from "#web/lib/showtimes.server.ts";
import { toPostCard } from "./post-card.tsx";

const MORE = 3;

/** The loader of /cinema-corner/reviews and /cinema-corner/blog: every post of one kind. */
export async function loadPostList({ api, site }: PageServices, locale: Locale, type: Post["type"]) {
  const posts = await readResult(api, "GET /posts", [], { query: { type }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, posts: posts.map((post) => toPostCard(post, locale)), messages: messagesFor(locale, ["content"]) };
}

/** The loader of a post's page (/cinema-corner/reviews/{slug}, /cinema-corner/blog/{slug}). */
export async function loadPostPage({ api, site }: PageServices, slug: string | undefined, locale: Locale, type: Post["type"]) {
  return { brand: site.brand, ...(await loadPost(api, slug, type, locale)), messages: messagesFor(locale, ["content"]) };
}

/**
 * One post for its page, with the film it is about (when it names one and the film is in the
 * catalogue) and a few more posts of the same kind. A post of the other kind, or an unknown slug,
 * is a 404: each post has one address.
 */
export async function loadPost(api: PageServices["api"], slug: string | undefined, type: Post["type"], locale: Locale = "vi") {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const [answer, showing, coming, sameKind] = await Promise.all([
    readApi(api, "GET /posts/:slug", { params: { slug }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /films", [], { query: { status: "showing" }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /films", [], { query: { status: "coming" }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /posts", [], { query: { type }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const { titleEn, excerptEn, bodyEn, ...own } = answer.result;
  if (own.type !== type) throw data(null, { status: 404 });
  // An English page shows the English texts the post editor gives, else the post's own, marked Vietnamese.
  const { lang, ...texts } = chainTexts(
    locale,
    { title: own.title, excerpt: own.excerpt, body: own.body },
    { title: titleEn, excerpt: excerptEn, body: bodyEn },
  );
  const found = own.filmId ? [...showing, ...coming].find((f) => f.id === own.filmId) : undefined;
  return {
    post: { ...own, ...texts, titleEn: null, excerptEn: null, bodyEn: null },
    lang,
    film: found ? { slug: found.slug, ...filmName(found, locale), imagePortrait: found.imagePortrait, age: found.age, rate: found.rate } : null,
    more: sameKind
      .filter((p) => p.slug !== own.slug)
      .slice(0, MORE)
      .map((p) => toPostCard(p, locale)),
  };
}
