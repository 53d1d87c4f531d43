import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import { forgetReminder, myReminders, remindMe } from "./film-reminders.ts";
import { joinWaitlist, leaveWaitlist, myWaitlist } from "./waitlist-places.ts";

const tags = ["Sau khi mua"];

/** After the sale (issue 16): the waiting list of a sold-out showtime and "Nhắc tôi" for a coming film (decision 051). */
export const waitlistRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...apiRoute("POST /showtimes/:id/waitlist", {
      tags,
      summary: 'Vào danh sách chờ của suất đã hết ghế ("Báo tôi khi có ghế", 1–8 ghế)',
      description:
        "Chỉ khi suất còn ít ghế trống hơn số ghế cần; nếu đủ ghế → 409 SEATS_STILL_AVAILABLE (hãy mua ngay). Khi có ghế trống, người đầu hàng chờ " +
        "vừa đủ ghế được giữ ghế 10 phút (một đơn đang giữ) và nhận e-mail; hết 10 phút chưa thanh toán thì chuyển cho người kế tiếp. " +
        "Suất của một đợt mở bán qua phòng chờ chưa kết thúc → 403 QUEUE_REQUIRED { saleEventId }.",
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const entry = await joinWaitlist(deps, request.currentUser!.user.id, request.params.id, request.body.seats, request.ip);
      reply.header("cache-control", "private, no-store");
      return reply.status(201).send({ result: entry });
    },
  });

  app.route({
    ...apiRoute("DELETE /showtimes/:id/waitlist", {
      tags,
      summary: "Rời danh sách chờ (ghế đang giữ cho bạn, nếu có, được chuyển cho người kế tiếp)",
      errors: [400, 401, 404],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: { left: await leaveWaitlist(deps, request.currentUser!.user.id, request.params.id, request.ip) } };
    },
  });

  app.route({
    ...apiRoute("GET /me/waitlist", { tags, summary: "Các lượt chờ ghế của bạn, mới nhất trước", errors: [401] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await myWaitlist(deps, request.currentUser!.user.id) };
    },
  });

  app.route({
    ...apiRoute("POST /films/:slug/reminder", {
      tags,
      summary: '"Nhắc tôi": một e-mail khi phim sắp chiếu mở bán suất đầu tiên',
      description: "409 FILM_ON_SALE khi phim đã có suất đang bán. Đăng ký lại không tạo thêm lời nhắc.",
      status: 201,
      errors: [400, 401, 404, 409],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const reminder = await remindMe(deps, request.currentUser!.user.id, request.params.slug);
      reply.header("cache-control", "private, no-store");
      return reply.status(201).send({ result: reminder });
    },
  });

  app.route({
    ...apiRoute("DELETE /films/:slug/reminder", { tags, summary: "Bỏ lời nhắc của phim", errors: [400, 401, 404] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: { removed: await forgetReminder(deps, request.currentUser!.user.id, request.params.slug) } };
    },
  });

  app.route({
    ...apiRoute("GET /me/reminders", { tags, summary: "Các phim bạn đã nhờ nhắc khi mở bán", errors: [401] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await myReminders(deps, request.currentUser!.user.id) };
    },
  });
};
