import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../app-deps.ts";
import type { PublicCache } from "./public-cache.ts";
import { schedulingAdminRoutes } from "../modules/scheduling/admin-routes.ts";
import type { CheckoutContext } from "../modules/checkout/checkout-context.ts";
import { roomsAdminRoutes } from "../modules/rooms/admin-routes.ts";
import { catalogAdminRoutes } from "../modules/catalog/admin-routes.ts";
import { mediaAdminRoutes } from "../modules/media/admin-routes.ts";
import { auditAdminRoutes } from "../modules/audit/admin-routes.ts";
import { pricingAdminRoutes } from "../modules/pricing/admin-routes.ts";
import { usersAdminRoutes } from "../modules/auth/admin-routes.ts";
import { contentAdminRoutes } from "../modules/content/admin-routes.ts";
import { orderDeskAdminRoutes } from "../modules/order-desk/admin-routes.ts";
import { reportsAdminRoutes } from "../modules/reports/admin-routes.ts";
import { occupancyAdminRoutes } from "../modules/reports/occupancy-routes.ts";
import { filmReviewsAdminRoutes } from "../modules/film-ratings/admin-routes.ts";
import { filmHireAdminRoutes } from "../modules/film-hire/admin-routes.ts";
import { reportMailAdminRoutes } from "../modules/report-mail/admin-routes.ts";

/**
 * The back office's API (`/admin/...`): a route prefix, not a module. Each domain module owns its
 * admin routes (`modules/<area>/admin-routes.ts`); every route checks the role, then the cinemas of
 * what it touches.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache; checkout: CheckoutContext }> = async (app, { deps, cache, checkout }) => {
  // Every back-office answer is one person's: never kept by a browser or a proxy (a route that sets its own keeps it).
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });
  await app.register(schedulingAdminRoutes, { deps, cache, checkout });
  await app.register(roomsAdminRoutes, { deps });
  await app.register(catalogAdminRoutes, { deps, cache });
  await app.register(mediaAdminRoutes, { deps });
  // Prices and holidays, people, the change log (docs/decisions/039).
  await app.register(pricingAdminRoutes, { deps });
  await app.register(usersAdminRoutes, { deps });
  await app.register(auditAdminRoutes, { deps });
  // Content: banners, promotions (docs/decisions/047).
  await app.register(contentAdminRoutes, { deps, cache });
  // The order desk (docs/decisions/045).
  await app.register(orderDeskAdminRoutes, { deps, checkout });
  // Sales reports (docs/decisions/046).
  await app.register(reportsAdminRoutes, { deps });
  await app.register(occupancyAdminRoutes, { deps });
  // Viewers' film reviews (decision 056).
  await app.register(filmReviewsAdminRoutes, { deps });
  // Film hire terms and settlements (decision 087).
  await app.register(filmHireAdminRoutes, { deps });
  await app.register(reportMailAdminRoutes, { deps });
};
