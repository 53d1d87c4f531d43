import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_USERS_PAGE_SIZE } from "@hancine/contract/back-office-users";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "./current-user.ts";
import { deferredStepUp, requireRecentProof } from "./mfa-rule.ts";
import { resetFactors } from "./mfa-reset.ts";
import { searchUsers } from "./admin-users-repository.ts";
import { updateUser } from "./update-user.ts";

const tags = ["Quản trị: người dùng"];

/** People of the site (admins only): find them, change their role and cinemas, disable an account. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /admin/users", {
      tags,
      summary: "Tìm người dùng theo e-mail, họ tên hoặc số điện thoại; lọc theo vai trò; 20 người mỗi trang",
      errors: [400, 401, 403],
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request) => {
      const page = Number(request.query.page ?? 1);
      const found = await searchUsers(db, { q: request.query.q, role: request.query.role, page, pageSize: ADMIN_USERS_PAGE_SIZE });
      return { result: { ...found, page, pageSize: ADMIN_USERS_PAGE_SIZE } };
    },
  });

  app.route({
    ...apiRoute("PATCH /admin/users/:id", {
      tags,
      summary: "Đổi vai trò, rạp phụ trách, khoá hoặc mở khoá tài khoản (khoá: mọi phiên đăng nhập kết thúc ngay; đổi vai trò cần xác minh bước hai gần đây)",
      description:
        "Nhân viên và quản lý rạp cần ít nhất một rạp; khách hàng và quản trị không có rạp. Quản trị viên không tự hạ vai trò hay tự khoá mình; " +
        "quản trị viên đang hoạt động cuối cùng không thể bị hạ vai trò hay khoá (409 LAST_ADMIN).",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request) => {
      const stepUp = await deferredStepUp(deps, request);
      const user = await updateUser(
        db,
        { targetId: request.params.id, change: request.body, actorUserId: request.currentUser!.user.id, ip: request.ip, now: deps.clock() },
        stepUp,
      );
      return { result: user };
    },
  });

  app.route({
    ...apiRoute("POST /admin/users/:id/mfa/reset", {
      tags,
      summary:
        "Đặt lại bước xác minh thứ hai của một người bị mất (xoá ứng dụng xác thực, khoá truy cập, mã khôi phục; đăng xuất mọi thiết bị; e-mail báo); cần xác minh bước hai gần đây",
      description: "Lần đăng nhập tới, người đó thiết lập lại như lần đầu. Không tự đặt lại cho mình (403).",
      errors: [400, 401, 403, 404],
    }),
    preHandler: [requireRole(deps, "admin"), (request) => requireRecentProof(deps, request)],
    handler: async (request) => ({
      result: await resetFactors(deps, { targetId: request.params.id, actorUserId: request.currentUser!.user.id, ip: request.ip }),
    }),
  });
};
