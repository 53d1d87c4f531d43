import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import type { PublicCache } from "#server/http/public-cache.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { actorOf } from "../auth/actor.ts";
import { refundStepUp } from "../auth/mfa-rule.ts";
import { copyDay, fillRoom } from "./bulk-schedule.ts";
import { cancelShowtime } from "./cancel-showtime.ts";
import { createShowtime } from "./create-showtime.ts";
import { moveShowtime } from "./move-showtime.ts";
import { scheduleDay } from "./schedule-day.ts";
import { setShowtimeAccessibility } from "./showtime-accessibility.ts";

const tags = ["Quản trị: lịch chiếu"];

/** The scheduler (managers of the cinema, admins): read a day, create, move, cancel, copy, fill. */
export const schedulingAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache; checkout: CheckoutContext }> = async (
  app,
  { deps, cache, checkout },
) => {
  const manager = requireRole(deps, "manager");
  // Film lists say which films have showtimes: a change shows on this instance's next read.
  const changed = () => cache.clear();

  app.route({
    ...apiRoute("GET /admin/schedule", {
      tags,
      summary: "Lịch chiếu một ngày của một rạp: phòng, suất, gợi ý tuần trước, phim xếp được",
      errors: [400, 401, 403, 404],
    }),
    preHandler: manager,
    handler: async (request) => {
      return { result: await scheduleDay(deps, actorOf(request), request.query.cinema, request.query.date) };
    },
  });

  app.route({
    ...apiRoute("POST /admin/showtimes", {
      tags,
      summary: "Xếp một suất chiếu (409 SHOWTIME_OVERLAP khi phòng bận, tính cả dọn phòng)",
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      const result = await createShowtime(deps, actorOf(request), request.body);
      changed();
      return reply.code(201).send({ result });
    },
  });

  app.route({
    ...apiRoute("PATCH /admin/showtimes/:id", {
      tags,
      summary: "Dời suất chiếu sang giờ hoặc phòng khác; người mua nhận vé mới qua e-mail",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request) => {
      const result = await moveShowtime(checkout, actorOf(request), request.params.id, request.body);
      changed();
      return { result };
    },
  });

  app.route({
    ...apiRoute("PUT /admin/showtimes/:id/accessibility", {
      tags,
      summary: "Đặt tính năng hỗ trợ của suất chiếu: mô tả âm thanh, phụ đề khiếm thính, suất dịu nhẹ",
      description: "`features` là danh sách (rỗng: không có). Suất đã huỷ → 409 SHOWTIME_CANCELLED; suất đã bắt đầu → 400.",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request) => {
      const result = await setShowtimeAccessibility(deps, actorOf(request), request.params.id, request.body);
      changed();
      return { result };
    },
  });

  app.route({
    ...apiRoute("POST /admin/showtimes/:id/cancel", {
      tags,
      summary: "Huỷ suất chiếu: hoàn tiền mọi đơn đã thanh toán qua cổng của đơn, e-mail người mua",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request) => {
      const result = await cancelShowtime(checkout, actorOf(request), request.params.id, request.body.reason, await refundStepUp(deps, request));
      changed();
      return { result };
    },
  });

  app.route({
    ...apiRoute("POST /admin/showtimes/copy-day", { tags, summary: "Chép lịch chiếu một ngày sang các ngày khác", errors: [400, 401, 403, 404, 409] }),
    preHandler: manager,
    handler: async (request) => {
      const result = await copyDay(deps, actorOf(request), request.body);
      changed();
      return { result };
    },
  });

  app.route({
    ...apiRoute("POST /admin/showtimes/fill", { tags, summary: "Lấp kín một phòng bằng một phim giữa hai thời điểm", errors: [400, 401, 403, 404, 409] }),
    preHandler: manager,
    handler: async (request) => {
      const result = await fillRoom(deps, actorOf(request), request.body);
      changed();
      return { result };
    },
  });
};
