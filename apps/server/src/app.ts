import { createInvoiceContext } from "./modules/invoices/invoice-context.ts";
import { invoiceRoutes } from "./modules/invoices/invoice-routes.ts";
import { localEInvoiceRoutes } from "./modules/invoices/local-e-invoice-routes.ts";
import zlib from "node:zlib";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "./app-deps.ts";
import { createAppServices, type AppServices } from "./app-services.ts";
import { apiRoute } from "./http/api-route.ts";
import { apiNotFound, installErrorHandling } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerPages } from "./http/pages.ts";
import { fastifyTrustProxy } from "./http/trust-proxy.ts";
import { installDraining, type Draining } from "./http/draining.ts";
import { installRequestIdHeader, requestIdOf } from "./http/request-id.ts";
import { observeRequests, registerMetricsRoute } from "./http/metrics-route.ts";
import { nameTracedRequests } from "./http/trace-route-names.ts";
import { readAtScrape } from "./observability/metrics.ts";
import { countOutbox } from "./modules/mail/outbox-repository.ts";
import { clientErrorAnswer, frameworkErrorsAnswer, installInputGuard } from "./http/input-guard.ts";
import { securityHeadersMiddleware } from "./http/security-headers.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { devClockRoutes, movableClock } from "./modules/site/dev-clock.ts";
import { localGatewayOptionsFrom, localGatewayRoutes } from "./modules/payments/local-gateway/local-gateway-routes.ts";
import { showtimeRoutes } from "./modules/showtimes/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { backOfficeSecondFactorGate, currentUserPlugin } from "./modules/auth/current-user.ts";
import { originGuard } from "./modules/auth/origin-guard.ts";
import { bookingRoutes } from "./modules/booking/routes.ts";
import { meRoutes } from "./modules/auth/me-routes.ts";
import { mfaRoutes } from "./modules/auth/mfa-routes.ts";
import { pointsRoutes } from "./modules/loyalty/points-routes.ts";
import { filmRatingRoutes } from "./modules/film-ratings/film-rating-routes.ts";
import { mailboxRoutes } from "./modules/mail/mailbox-routes.ts";
import { registerBackgroundJobs } from "./jobs/background-jobs.ts";
import { paymentCallbackRoutes } from "./modules/payments/payment-callback-routes.ts";
import { checkoutRoutes } from "./modules/checkout/checkout-routes.ts";
import { afterSaleRoutes } from "./modules/checkout/after-sale-routes.ts";
import { giftCardOrderRoutes } from "./modules/checkout/gift-card-order-routes.ts";
import { checkinRoutes } from "./modules/checkin/checkin-routes.ts";
import { adminRoutes } from "./http/admin-routes.ts";
import { boxOfficeRoutes } from "./modules/box-office/routes.ts";
import { snackOrderRoutes } from "./modules/snack-orders/routes.ts";
import { adminGiftCardRoutes, giftCardRoutes } from "./modules/gift-cards/routes.ts";
import { stockRoutes } from "./modules/stock/routes.ts";
import { reportMailRoutes } from "./modules/report-mail/routes.ts";
import { adminSaleEventRoutes } from "./modules/waiting-room/admin-routes.ts";
import { waitlistRoutes } from "./modules/waitlist/routes.ts";
import { waitingRoomRoutes } from "./modules/waiting-room/routes.ts";
import { msg } from "@hancine/contract/i18n/message";

// Validation messages that zod writes itself come out in Vietnamese.
z.config(z.locales.vi());

const API_BODY_LIMIT = 64 * 1024;

/** The app, the services it was assembled from (tests drive the jobs' work through them), and its draining switch. */
export type BuiltApp = { app: FastifyInstance; services: AppServices; draining: Draining };

export async function buildApp(given: AppDeps): Promise<BuiltApp> {
  // Outside production a browser journey may move the app's clock (decision 054).
  const devClock = given.config.env === "production" ? null : movableClock(given.clock);
  const deps: AppDeps = devClock ? { ...given, clock: devClock.now } : given;
  // One Helmet middleware for every answer, the router's own refusals included.
  const applySecurityHeaders = securityHeadersMiddleware(deps.config.publicUrl.startsWith("https:"));
  const app = Fastify({
    logger: deps.config.logLevel === "silent" ? false : { level: deps.config.logLevel },
    bodyLimit: API_BODY_LIMIT,
    // Whose X-Forwarded-For counts: nobody's unless TRUST_PROXY names the proxies (decision 018).
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    frameworkErrors: frameworkErrorsAnswer(applySecurityHeaders),
    clientErrorHandler: clientErrorAnswer(applySecurityHeaders),
    // Per-request lines only in production, where they feed monitoring; locally they drown the useful ones.
    logController: new LogController({ disableRequestLogging: deps.config.env !== "production" }),
    genReqId: requestIdOf,
    // A proxy keeps connections to us idle for less than this (deploy/nginx: 4 s), so it is always the one to close them.
    keepAliveTimeout: 10_000,
    // Stopping (decision 070): a request still arriving on an open connection is served, not refused
    // with Fastify's own 503; and Fastify cuts no connection itself. The listener closes at the signal
    // (main.ts), so by the close after the grace no connection is accepted and not yet read; idle ones
    // have ended by the proxy's keep-alive (4 s), and Node closes any left.
    return503OnClosing: false,
    forceCloseConnections: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // First of the request hooks: every answer carries them, refusals by the later hooks too.
  // Helmet's middleware built once (not per request, as @fastify/helmet does: decision 033), in a callback hook.
  app.addHook("onRequest", (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, () => done()));
  installRequestIdHeader(app);
  observeRequests(app);
  nameTracedRequests(app);
  const draining = installDraining(app);
  installInputGuard(app);
  await app.register(fastifyCookie);

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerOpenApi(app, deps.config.publicUrl);

  const services = await createAppServices(app, deps);
  const { driver } = deps.database;
  readAtScrape({
    pool:
      driver.kind === "postgres"
        ? () => ({ inUse: driver.pool.totalCount - driver.pool.idleCount, idle: driver.pool.idleCount, waiting: driver.pool.waitingCount })
        : undefined,
    outbox: () => countOutbox(deps.database.db),
  });
  const { cache, seatEvents, checkout, queueEvents } = services;
  registerBackgroundJobs(app, deps, services);

  await app.register(siteRoutes, { deps, notifications: services.notifications, draining });
  registerMetricsRoute(app, deps.config);
  await app.register(mediaRoutes, { deps });
  // The local VNPay- and MoMo-protocol gateways ("Cổng thanh toán thử nghiệm", "Cổng MoMo thử nghiệm"); never mounted in production.
  if (deps.config.payments.localGateway.enabled) await app.register(localGatewayRoutes, localGatewayOptionsFrom(deps));
  // The local e-invoice stand-in's invoice pages (decision 052), beside the local gateways whose stylesheet they share.
  if (deps.config.payments.localGateway.enabled && deps.config.eInvoiceProvider === "local") await app.register(localEInvoiceRoutes, { deps });
  const invoices = createInvoiceContext(deps);
  await app.register(
    async (api) => {
      // CSRF: state-changing cookie requests must come from the site's own origin.
      api.addHook("onRequest", originGuard(deps.config));
      await api.register(currentUserPlugin);
      // Staff sessions without their second factor reach nothing under /admin or /box-office (decision 074).
      api.addHook("preValidation", backOfficeSecondFactorGate(deps));
      await api.register(catalogRoutes, { deps, cache });
      await api.register(contentRoutes, { deps, cache });
      await api.register(showtimeRoutes, { deps });
      await api.register(bookingRoutes, { deps, seatEvents });
      await api.register(checkoutRoutes, { checkout });
      await api.register(afterSaleRoutes, { checkout });
      await api.register(giftCardOrderRoutes, { checkout });
      await api.register(invoiceRoutes, { invoices });
      await api.register(paymentCallbackRoutes, { providers: checkout.providers, handler: checkout.handler });
      await api.register(checkinRoutes, { deps, qrKey: checkout.qrKey });
      await api.register(searchRoutes, { deps });
      await api.register(authRoutes, { deps });
      await api.register(meRoutes, { deps });
      await api.register(mfaRoutes, { deps });
      await api.register(pointsRoutes, { deps });
      await api.register(filmRatingRoutes, { deps });
      await api.register(waitlistRoutes, { deps });
      await api.register(waitingRoomRoutes, { deps, queueEvents });
      await api.register(adminRoutes, { deps, cache, checkout });
      await api.register(adminSaleEventRoutes, { deps });
      // The box office (decision 076).
      await api.register(boxOfficeRoutes, { deps, checkout });
      // Gift cards (decision 078).
      await api.register(giftCardRoutes, { deps });
      await api.register(adminGiftCardRoutes, { deps });
      await api.register(snackOrderRoutes, { deps, checkout });
      // Stock per cinema (decision 077).
      await api.register(stockRoutes, { deps });
      // Sales reports by e-mail: the link that stops them (decision 087).
      await api.register(reportMailRoutes, { deps });
      api.route({ ...apiRoute("GET /site", { tags: ["Nội dung"], summary: "Thông tin chuỗi rạp" }), handler: async () => ({ result: deps.site }) });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      api.all("/*", { schema: { hide: true } }, async () => {
        throw apiNotFound(msg("error.NOT_FOUND.apiPath"));
      });
    },
    { prefix: "/api/v1" },
  );
  // The local mailbox shows e-mails to whoever opens it: never in production.
  if (deps.config.env !== "production") await app.register(mailboxRoutes, { deps });
  if (devClock) await app.register(devClockRoutes, { clock: devClock, moved: () => cache.clear() });
  app.all("/api/*", { schema: { hide: true } }, async () => {
    throw apiNotFound(msg("error.NOT_FOUND.apiPath"));
  });

  if (deps.webBuildDir) await registerPages(app, deps, deps.webBuildDir);
  else
    app.setNotFoundHandler(async () => {
      throw apiNotFound();
    });

  return { app, services, draining };
}
