import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRecentProof } from "../auth/mfa-rule.ts";
import { cinemaInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { requireRole } from "../auth/current-user.ts";
import { removeHoliday, setHoliday } from "./holiday-calendar.ts";
import { holidaysOfYear } from "./holidays-repository.ts";
import { quotePrice } from "./price-rules-repository.ts";
import { priceTableOf, savePriceTable } from "./price-table.ts";

const tags = ["Quản trị: giá vé"];

const actorOf = (deps: AppDeps, request: FastifyRequest) => ({ now: deps.clock(), actorUserId: request.currentUser!.user.id, ip: request.ip });

/** Price tables (managers of the cinema, admins) and the chain's holiday calendar (admins change it, managers read it). */
export const pricingAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  // A change to prices or the holiday calendar (which sets holiday prices) needs a recent second factor.
  const recentProof = (request: FastifyRequest) => requireRecentProof(deps, request);

  app.route({
    ...apiRoute("GET /admin/cinemas/:slug/prices", {
      tags,
      summary: "Bảng giá vé của một rạp, các loại ngày và khung giờ, những ô bắt buộc phải có giá",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const cinema = await cinemaInScope(db, await cinemaScopeOf(db, request.currentUser!.user), request.params.slug);
      return { result: await priceTableOf(db, cinema, deps.clock()) };
    },
  });

  app.route({
    ...apiRoute("PUT /admin/cinemas/:slug/prices", {
      tags,
      summary: "Thay cả bảng giá của rạp trong một giao dịch (ghi nhật ký các ô đổi giá)",
      description:
        "Giá là bội số của 1.000 ₫. Mỗi định dạng × loại ghế có trong bảng phải có giá ở cả 3 loại ngày × 3 khung giờ; " +
        "các định dạng có suất chưa chiếu xong và các loại ghế có trong phòng chiếu luôn phải có giá. " +
        "typePrices: giá vé HSSV (student), U22 (u22), người cao tuổi (senior) theo từng ô — ô phải có giá người lớn và giá loại vé không cao hơn giá đó; " +
        "ô không có giá loại vé thì không bán loại vé ấy. Bỏ typePrices thì giữ giá loại vé cũ của các ô còn lại. Sai → 400 VALIDATION_FAILED (fields typePrices.<i>).",
      errors: [400, 401, 403, 404],
    }),
    preHandler: [requireRole(deps, "manager"), recentProof],
    handler: async (request) => {
      const cinema = await cinemaInScope(db, await cinemaScopeOf(db, request.currentUser!.user), request.params.slug);
      const actor = actorOf(deps, request);
      await savePriceTable(db, { cinema, rules: request.body.rules, typePrices: request.body.typePrices, ...actor });
      return { result: await priceTableOf(db, cinema, actor.now) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/prices/quote", {
      tags,
      summary: "Giá một vé lúc một thời điểm: giá, loại ngày, khung giờ, ngày lễ (cùng câu SQL với sơ đồ ghế)",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const { cinema: slug, format, seatType, at } = request.query;
      const cinema = await cinemaInScope(db, await cinemaScopeOf(db, request.currentUser!.user), slug);
      return { result: await quotePrice(db, { cinemaId: cinema.id, format, seatType, at: new Date(at) }) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/holidays", { tags, summary: "Lịch ngày lễ của chuỗi trong một năm", errors: [400, 401, 403] }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const year = Number(request.query.year ?? chainDay(deps.clock()).slice(0, 4));
      return { result: await holidaysOfYear(db, year) };
    },
  });

  app.route({
    ...apiRoute("PUT /admin/holidays/:day", {
      tags,
      summary: "Thêm hoặc đổi tên một ngày lễ (áp dụng giá ngày lễ cho mọi suất chiếu ngày đó)",
      errors: [400, 401, 403],
    }),
    preHandler: [requireRole(deps, "admin"), recentProof],
    handler: async (request) => {
      const saved = await setHoliday(db, { day: request.params.day, name: request.body.name }, actorOf(deps, request));
      return { result: saved };
    },
  });

  app.route({
    ...apiRoute("DELETE /admin/holidays/:day", { tags, summary: "Bỏ một ngày khỏi lịch ngày lễ", errors: [400, 401, 403, 404] }),
    preHandler: [requireRole(deps, "admin"), recentProof],
    handler: async (request) => {
      const removed = await removeHoliday(db, request.params.day, actorOf(deps, request));
      return { result: removed };
    },
  });
};
