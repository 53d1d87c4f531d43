import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AUDIT_PAGE_SIZE } from "@hancine/contract/back-office-audit";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { cinemaScopeOf } from "../auth/cinema-scope.ts";
import { requireRole } from "../auth/current-user.ts";
import { auditTrail } from "./audit-trail-repository.ts";

const tags = ["Quản trị: nhật ký"];

/** The change log: admins read the chain's, managers their cinemas' entries; staff none. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /admin/audit", {
      tags,
      summary: "Nhật ký thay đổi (ai, lúc nào, trước/sau), mới nhất trước, 30 mục mỗi trang (?page=)",
      description: "Quản lý rạp chỉ thấy các thay đổi thuộc rạp của mình.",
      errors: [400, 401, 403],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const scope = await cinemaScopeOf(db, request.currentUser!.user);
      const { page, ...filter } = request.query;
      const entries = await auditTrail(db, {
        ...filter,
        cinemaIds: scope.chain ? "all" : [...scope.cinemaIds],
        page: Number(page ?? 1),
        pageSize: AUDIT_PAGE_SIZE,
      });
      return { result: entries };
    },
  });
};
