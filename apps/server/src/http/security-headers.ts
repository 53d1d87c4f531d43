import helmet from "helmet";

/**
 * The headers every answer carries, as Helmet's configuration (`@fastify/helmet` applies it to
 * every request; the router's own refusals, which run no hook, apply it with `helmet` directly).
 * Pages and the mailbox set their own (nonce-based) policy over it; everything else — JSON, files —
 * may never run script nor be framed.
 */
function securityHeaders(https: boolean) {
  return {
    contentSecurityPolicy: { useDefaults: false as const, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: "deny" as const },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // E-mail clients show the tickets' QR images and the posters from their own origin.
    crossOriginResourcePolicy: false,
    // Headers for browsers and plug-ins of the past (IE 8, Flash): every answer would pay for them.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  };
}

/** Helmet's middleware for that configuration, built once per app (decision 033). */
export const securityHeadersMiddleware = (https: boolean) => helmet(securityHeaders(https));
