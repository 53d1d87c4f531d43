import type { Catalogue } from "../catalogue.ts";
import type { offlineVi } from "../vi/offline.ts";

/** The English of `vi/offline.ts`, key for key (decision 093). */
export const offlineEn: Catalogue<typeof offlineVi> = {
  "offline.when": "{time} on {day}",
  "offline.kept": "Saved on this device at {when}: you can open this page even without a connection.",
  "offline.title": "You are offline — these tickets are saved on this device",
  "offline.copy": "Saved at {when}. When you are back online, reload the page for the latest details.",
  "offline.list": "Saved tickets",
};
