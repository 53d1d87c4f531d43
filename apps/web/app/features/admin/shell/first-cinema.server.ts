import { redirect } from "react-router";
import type { PageServices } from "@hancine/contract/page-services";
import { readApi } from "#web/lib/api.server.ts";

/**
 * A page of one cinema opened without `?cinema=`: redirects to the person's first cinema's page
 * (`pathOf`), or answers the refusal that says they have none (`none`, in the page's words).
 */
export async function toFirstCinema(
  api: PageServices["api"],
  pathOf: (slug: string) => string,
  none: string,
  timeoutMs: number,
): Promise<{ ok: false; refusal: { status: number; message: string } }> {
  const cinemas = await readApi(api, "GET /admin/cinemas", { timeoutMs });
  const first = cinemas.ok ? cinemas.result[0] : undefined;
  if (first) throw redirect(pathOf(first.slug));
  return { ok: false, refusal: { status: 404, message: none } };
}
