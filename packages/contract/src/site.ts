import { z } from "zod";
import type { SiteInfo } from "./page-services.ts";

/** `GET /site`: the chain's public identity (the server's configuration, see apps/server/src/site.ts). */
export const siteInfoSchema = z.object({
  brand: z.string(),
  companyName: z.string(),
  address: z.string(),
  email: z.string(),
  hotline: z.string(),
  hotlineHours: z.string(),
  social: z.array(z.object({ name: z.string(), href: z.string() })),
  appStores: z.object({ ios: z.string(), android: z.string() }),
  appDownloadUrl: z.string(),
}) satisfies z.ZodType<SiteInfo, SiteInfo>;
