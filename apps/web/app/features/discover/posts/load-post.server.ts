import { data } from "react-router";
import type { Post } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { PageServices } from "@hancine/contract/page-services";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { isSlug } from "#web/lib/showtimes.server.ts";
import { toPostCard } from "./post-card.tsx";

const MORE = 3;

/** The loader of /cinema-corner/reviews and /cinema-corner/blog: every post of one kind. */
export async function loadPostList({ api, site }: PageServices, type: Post["type"]) {
  const posts = await readResult(api, "GET /posts", [], { query: { type }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, posts: posts.map(toPostCard) };
}

/** The loader of a post's page (/cinema-corner/reviews/{slug}, /cinema-corner/blog/{slug}). */
export async function loadPostPage({ api, site }: PageServices, slug: string | undefined, type: Post["type"]) {
  return { brand: site.brand, ...(await loadPost(api, slug, type)) };
}

/**
 * One post for its page, with the film it is about (when it names one and the film is in the
 * catalogue) and a few more posts of the same kind. A post of the other kind, or an unknown slug,
 * is a 404: each post has one address.
 */
export async function loadPost(api: PageServices["api"], slug: string | undefined, type: Post["type"]) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const [answer, showing, coming, sameKind] = await Promise.all([
    readApi(api, "GET /posts/:slug", { params: { slug }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /films", [], { query: { status: "showing" }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /films", [], { query: { status: "coming" }, timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /posts", [], { query: { type }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const post = answer.result;
  if (post.type !== type) throw data(null, { status: 404 });
  const found = post.filmId ? [...showing, ...coming].find((f) => f.id === post.filmId) : undefined;
  return {
    post,
    film: found ? { slug: found.slug, name: found.name, imagePortrait: found.imagePortrait, age: found.age, rate: found.rate } : null,
    more: sameKind
      .filter((p) => p.slug !== post.slug)
      .slice(0, MORE)
      .map(toPostCard),
  };
}
