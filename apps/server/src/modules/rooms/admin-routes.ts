import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { cinemaScopeOf } from "../auth/cinema-scope.ts";
import { requireRole } from "../auth/current-user.ts";
import { requestMeta } from "../auth/request-meta.ts";
import { getRoom, roomList, saveLayout, updateRoom, type Actor } from "./rooms.ts";
import { updateCinema } from "./cinema-hours.ts";

const tags = ["Quản trị: phòng chiếu"];

/** Rooms and their seat-layout editor (decision 038), and each cinema's opening hours (decision 091): managers of the cinema and admins. */
export const roomsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const actorOf = async (request: FastifyRequest): Promise<Actor> => {
    const user = request.currentUser!.user;
    return { userId: user.id, ip: requestMeta(request).ip, scope: await cinemaScopeOf(db, user) };
  };

  app.route({
    ...apiRoute("GET /admin/auditoriums", {
      tags,
      summary: "Phòng chiếu của các rạp người dùng phụ trách: số ghế theo loại, thời gian dọn, phiên bản sơ đồ",
      errors: [400, 401, 403],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      return { result: await roomList(deps, (await actorOf(request)).scope, request.query.cinema) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/auditoriums/:id", {
      tags,
      summary: "Một phòng chiếu với sơ đồ ghế hiện tại và số suất sắp chiếu còn theo sơ đồ cũ",
      errors: [401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      return { result: await getRoom(deps, request.params.id, (await actorOf(request)).scope) };
    },
  });

  app.route({
    ...apiRoute("PATCH /admin/auditoriums/:id", {
      tags,
      summary: "Đổi tên phòng hoặc thời gian dọn phòng (0–60 phút, áp dụng cho suất tạo sau)",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => ({ result: await updateRoom(deps, request.params.id, request.body, await actorOf(request)) }),
  });

  app.route({
    ...apiRoute("PUT /admin/auditoriums/:id/layout", {
      tags,
      summary: "Lưu sơ đồ ghế mới: áp dụng cho suất chiếu tạo từ bây giờ, ghế đã bán giữ nguyên chỗ",
      description:
        "Mỗi lần lưu tạo một phiên bản sơ đồ mới. Các suất đã có (và ghế đã bán) giữ sơ đồ cũ. 409 LAYOUT_CHANGED khi `baseLayoutId` không còn là sơ đồ hiện tại.",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => ({ result: await saveLayout(deps, request.params.id, request.body, await actorOf(request)) }),
  });

  app.route({
    ...apiRoute("PATCH /admin/cinemas/:slug", {
      tags,
      summary: "Khai báo giờ mở cửa của rạp (quản lý của rạp và quản trị)",
      description:
        "`openingHours: { opens, closes }` theo giờ Việt Nam, dạng HH:MM; giờ đóng cửa sau giờ mở cửa, hoặc sau nửa đêm (sớm hơn giờ mở cửa, " +
        "muộn nhất 06:00 sáng hôm sau: 09:00–01:00 là 16 giờ). `openingHours: null`: bỏ giờ đã khai báo, theo giờ mặc định 09:00–24:00. " +
        "Báo cáo lấp đầy tính hiệu suất phòng (phút chiếu ÷ phút mở cửa) theo giờ này. Rạp không phụ trách → 403, không có rạp → 404.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const actor = await actorOf(request);
      return { result: await updateCinema(db, request.params.slug, request.body, { ...actor, now: deps.clock() }) };
    },
  });
};
