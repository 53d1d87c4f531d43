import type { Film } from "@hancine/contract/catalog";
import type { PageServices } from "@hancine/contract/page-services";
import { readResult } from "#web/lib/api.server.ts";

export type PostFilm = Pick<Film, "id" | "slug" | "name" | "imagePortrait" | "age" | "rate">;

/** The films a post can be about (showing and coming, by name): the editor's choice and its preview's film box. */
export async function loadPostFilms(api: PageServices["api"], timeoutMs: number): Promise<PostFilm[]> {
  const [showing, coming] = await Promise.all([
    readResult(api, "GET /films", [], { query: { status: "showing" }, timeoutMs }),
    readResult(api, "GET /films", [], { query: { status: "coming" }, timeoutMs }),
  ]);
  const byId = new Map<string, PostFilm>();
  for (const f of [...showing, ...coming]) byId.set(f.id, { id: f.id, slug: f.slug, name: f.name, imagePortrait: f.imagePortrait, age: f.age, rate: f.rate });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, "vi"));
}
