import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps.ts";
import { apiRoute } from "../../http/api-route.ts";
import type { PublicCache } from "../../http/public-cache.ts";
import { cinemaScopeOf } from "../auth/cinema-scope.ts";
import { requireRole } from "../auth/current-user.ts";
import { adminCinemas } from "./admin-cinemas-repository.ts";
import { scheduleRoutes } from "./schedule-routes.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { roomsRoutes } from "./rooms-routes.ts";
import { filmsRoutes } from "./films-routes.ts";
import { mediaUploadRoutes } from "./media-routes.ts";
import { auditRoutes } from "./audit-routes.ts";
import { pricesRoutes } from "./prices-routes.ts";
import { usersRoutes } from "./users-routes.ts";
import { contentAdminRoutes } from "./content-routes.ts";
import { orderDeskRoutes } from "./order-desk-routes.ts";
import { reportsRoutes } from "./reports-routes.ts";
import { filmReviewsAdminRoutes } from "./film-reviews-routes.ts";

const tags = ["Quản trị"];

/** The back office's API (`/admin/...`): every route checks the role, then the cinemas of what it touches. */
export const backofficeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache; checkout: CheckoutContext }> = async (app, { deps, cache, checkout }) => {
  const db = deps.database.db;
  await app.register(scheduleRoutes, { deps, cache, checkout });
  await app.register(roomsRoutes, { deps });
  await app.register(filmsRoutes, { deps, cache });
  await app.register(mediaUploadRoutes, { deps });
  // Prices and holidays, people, the change log (docs/decisions/039).
  await app.register(pricesRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(auditRoutes, { deps });
  // Content: banners, promotions (docs/decisions/047).
  await app.register(contentAdminRoutes, { deps, cache });
  // The order desk (docs/decisions/045).
  await app.register(orderDeskRoutes, { deps, checkout });
  // Sales reports (docs/decisions/046).
  await app.register(reportsRoutes, { deps });
  // Viewers' film reviews (decision 056).
  await app.register(filmReviewsAdminRoutes, { deps });

  app.route({
    ...apiRoute("GET /admin/cinemas", {
      tags,
      summary: "Các rạp của người dùng (quản trị: cả chuỗi) với phòng chiếu, số ghế, định dạng",
      errors: [401, 403],
    }),
    preHandler: requireRole(deps, "staff"),
    handler: async (request, reply) => {
      const scope = await cinemaScopeOf(db, request.currentUser!.user);
      reply.header("cache-control", "private, no-store");
      return { result: await adminCinemas(db, scope.chain ? "all" : [...scope.cinemaIds]) };
    },
  });
};
