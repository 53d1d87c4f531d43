/**
 * What the server hands to React Router loaders and actions. The web depends on this shape only,
 * never on the server's code: loaders read the same public API the mobile apps use.
 */
export type ApiAnswer = { status: number; body: unknown; headers: Record<string, string | string[] | undefined> };

export type ApiRequestInit = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** Abort (and treat as failed) after this many milliseconds. */
  timeoutMs?: number;
};

export type PageServices = {
  /** Calls `/api/v1/...` in-process, carrying the page request's cookies. */
  api(path: string, init?: ApiRequestInit): Promise<ApiAnswer>;
  site: SiteInfo;
  /** The site's public address (PUBLIC_URL, no trailing slash): canonical links, share cards, the sitemap. */
  publicUrl: string;
  /** A per-request nonce for inline scripts (Content-Security-Policy). */
  nonce: string;
};

export type SiteInfo = {
  brand: string;
  companyName: string;
  address: string;
  email: string;
  hotline: string;
  hotlineHours: string;
  social: { name: string; href: string }[];
  appStores: { ios: string; android: string };
  appDownloadUrl: string;
};
