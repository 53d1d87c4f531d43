import { sql } from "drizzle-orm";
import { foldDiacritics } from "@hancine/contract/slug";
import type { SearchResult } from "@hancine/contract/quick-booking";
import { queryRows, type Database } from "../../db/client.ts";
import { listCinemas } from "../catalog/cinemas-repository.ts";
import { listFilms } from "../catalog/films-repository.ts";
import { listPosts, listPromotions } from "../content/content-repository.ts";
import { chainDay } from "@hancine/contract/format";

/** A LIKE pattern of the folded query: "Lật Mặt" and "lat mat" both become %lat mat%. */
export function searchPattern(query: string): string {
  const folded = foldDiacritics(query).toLowerCase().replace(/\s+/g, " ").trim();
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Films, cinemas, posts and promotions whose names contain the query, ignoring case and Vietnamese
 * diacritics (`fold_vi`, migration 0002). Lists are small, so matching ids are read first and the
 * public shapes come from the same repositories the list endpoints use.
 */
export async function search(db: Database, query: string, now: Date): Promise<SearchResult> {
  const pattern = searchPattern(query);
  const ids = async (table: "films" | "cinemas" | "posts" | "promotions", columns: string[]) => {
    const match = sql.join(
      columns.map((c) => sql`fold_vi(${sql.identifier(c)}) like ${pattern}`),
      sql` or `,
    );
    const rows = await queryRows<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where ${match} limit 50`);
    return new Set(rows.map((r) => r.id));
  };
  const [filmIds, cinemaIds, postIds, promotionIds] = await Promise.all([
    ids("films", ["title", "original_title"]),
    ids("cinemas", ["name", "address"]),
    ids("posts", ["title"]),
    ids("promotions", ["title", "summary"]),
  ]);
  const today = chainDay(now);
  const [showing, coming, cinemas, posts, promotions] = await Promise.all([
    filmIds.size ? listFilms(db, { kind: "showing", today, now }) : [],
    filmIds.size ? listFilms(db, { kind: "coming", today, now }) : [],
    cinemaIds.size ? listCinemas(db) : [],
    postIds.size ? listPosts(db, undefined, 500) : [],
    promotionIds.size ? listPromotions(db) : [],
  ]);
  return {
    films: [...showing, ...coming].filter((f) => filmIds.has(f.id)),
    cinemas: cinemas.filter((c) => cinemaIds.has(c.id)),
    posts: posts.filter((p) => postIds.has(p.id)),
    promotions: promotions.filter((p) => promotionIds.has(p.id)),
  };
}
