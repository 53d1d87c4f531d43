import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole } from "../auth/current-user.ts";
import { readRecipe, setRecipe } from "./recipes.ts";
import { recordMovement, setThreshold, stockReport } from "./stock.ts";

const tags = ["Quầy vé"];
const errors = [400, 401, 403, 404] as const;

/** Stock per cinema (issue 34, decision 077): staff read their cinema's levels, managers and admins record deliveries, counts and waste. */
export const stockRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const staff = requireRole(deps, "staff");
  const manager = requireRole(deps, "manager");
  const admin = requireRole(deps, "admin");

  app.route({
    ...apiRoute("GET /admin/stock", { tags, summary: "Tồn kho của rạp: mức từng món, món bán được bao nhiêu phần, phiếu gần đây", errors }),
    preHandler: staff,
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await stockReport(deps, actorOf(request), request.query.cinema) };
    },
  });

  app.route({
    ...apiRoute("POST /admin/stock/movements", {
      tags,
      summary: "Nhập hàng (+), hủy hàng (−) hoặc kiểm kê (đặt đúng số đếm được, ghi phần chênh lệch)",
      errors,
      status: 201,
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      reply.code(201);
      return { result: await recordMovement(deps, actorOf(request), request.body) };
    },
  });

  app.route({
    ...apiRoute("PUT /admin/stock/thresholds", { tags, summary: "Ngưỡng báo sắp hết của một món ở rạp", errors }),
    preHandler: manager,
    handler: async (request) => ({ result: await setThreshold(deps, actorOf(request), request.body) }),
  });

  // Recipes are the chain's menu, as products are (admins; the content's tag).
  app.route({
    ...apiRoute("GET /admin/products/:id/recipe", { tags: ["Quản trị: nội dung"], summary: "Công thức của combo: các món kho một phần lấy", errors }),
    preHandler: admin,
    handler: async (request) => ({ result: await readRecipe(deps, request.params.id) }),
  });

  app.route({
    ...apiRoute("PUT /admin/products/:id/recipe", {
      tags: ["Quản trị: nội dung"],
      summary: "Đặt công thức của combo (rỗng: món tự là món kho của nó)",
      errors,
    }),
    preHandler: admin,
    handler: async (request) => ({ result: await setRecipe(deps, actorOf(request), request.params.id, request.body) }),
  });
};
