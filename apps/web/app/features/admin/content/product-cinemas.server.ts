import type { PageServices } from "@hancine/contract/page-services";
import { readResult } from "#web/lib/api.server.ts";
import type { ProductCinema } from "./product-draft.ts";

/** Every cinema of the chain, for the product editor's "which cinemas sell it". */
export async function loadProductCinemas(api: PageServices["api"], timeoutMs: number): Promise<ProductCinema[]> {
  const cinemas = await readResult(api, "GET /cinemas", [], { timeoutMs });
  return cinemas.map((c) => ({ id: c.id, name: c.name, cityName: c.cityName }));
}
