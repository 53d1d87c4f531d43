import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { SiteInfo } from "@hancine/contract/page-services";

/** What the app is built from. Tests build it with their own database and clock. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  site: SiteInfo;
  /** The current time; tests may pin it. */
  clock: () => Date;
  /** Where the web build lives; absent = API only (integration tests). */
  webBuildDir?: string | undefined;
  /** Start the periodic jobs (e-mail outbox, clean-ups) when the app is ready; tests drive them by hand. */
  runBackgroundJobs?: boolean;
  /** Outgoing HTTP to payment gateways (and the local gateway's IPN); tests answer it through `app.inject`. */
  fetch?: typeof fetch;
};
