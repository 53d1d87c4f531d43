import type { Catalogue } from "../catalogue.ts";
import type { infoVi } from "../vi/info.ts";

/** The English of `vi/info.ts`, key for key (decision 095). */
export const infoEn: Catalogue<typeof infoVi> = {
  "info.updated": "Last updated: {when}",
};
