import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import { actorOf } from "../auth/actor.ts";
import { adminSaleEvent, createSaleEvent, listAdminSaleEvents, updateSaleEvent } from "./admin-sale-events.ts";

const tags = ["Quản trị: phòng chờ"];
const errors = [400, 401, 403, 404] as const;

/**
 * The waiting room's back office (decision 055): sale events — create, watch the counts, change the
 * rate, pause, resume, end. Managers see and change only events whose every showtime is at their cinemas.
 */
export const adminSaleEventRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const manager = requireRole(deps, "manager");

  app.route({
    ...apiRoute("GET /admin/sale-events", {
      tags,
      summary: "Các đợt mở bán (quản lý: của rạp mình) với số người đang chờ, đã vào, đang mua, đã mua",
      errors: [401, 403],
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await listAdminSaleEvents(deps, actorOf(request)) };
    },
  });

  app.route({
    ...apiRoute("POST /admin/sale-events", {
      tags,
      summary: "Tạo đợt mở bán qua phòng chờ (không nêu suất: mọi suất sắp tới của phim ở rạp mình); 409 SALE_EVENT_SHOWTIME_TAKEN khi có suất thuộc đợt khác",
      errors: [400, 401, 403, 409],
      status: 201,
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      const created = await createSaleEvent(deps, actorOf(request), request.body);
      reply.header("cache-control", "private, no-store").code(201);
      return { result: created };
    },
  });

  app.route({
    ...apiRoute("GET /admin/sale-events/:id", {
      tags,
      summary: "Một đợt mở bán: trạng thái, tốc độ, số người theo từng trạng thái, số người vào trong phút vừa qua",
      errors: [...errors],
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await adminSaleEvent(deps, actorOf(request), request.params.id) };
    },
  });

  app.route({
    ...apiRoute("PATCH /admin/sale-events/:id", {
      tags,
      summary: "Đổi tên, tốc độ cho vào, tạm dừng hoặc tiếp tục, đổi giờ mở (chỉ trước khi mở), kết thúc đợt mở bán",
      errors: [...errors],
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await updateSaleEvent(deps, actorOf(request), request.params.id, request.body) };
    },
  });
};
