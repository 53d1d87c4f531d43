import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { reportExportQuery } from "@hancine/contract/back-office-reports";
import type { AppDeps } from "#server/app-deps.ts";
import { chainDay } from "@hancine/contract/format";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import { actorOf } from "../auth/actor.ts";
import { dashboardTable, salesTable, sendReportFile } from "./report-tables.ts";
import { overview } from "./overview.ts";
import { reportScope, salesDashboard, salesReport } from "./sales-report.ts";

const tags = ["Quản trị: báo cáo"];

/** Sales reports for managers (their cinemas) and admins (the chain): docs/decisions/046. */
export const reportsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /admin/reports/sales", {
      tags,
      summary: "Doanh thu và vé đã bán (trừ đơn đã hoàn tiền) theo ngày, phim hoặc rạp",
      description: "`format=csv` trả về text/csv (UTF-8 có BOM) cùng các dòng; `format=xlsx` trả về bảng tính. Quản lý rạp chỉ xem được rạp của mình.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request, reply) => {
      const { groupBy, format, ...range } = request.query;
      const scope = await reportScope(db, actorOf(request), range);
      const report = await salesReport(db, scope, groupBy);
      if (format === "csv" || format === "xlsx") return sendReportFile(reply, salesTable(groupBy, report.rows), format, range);
      return { result: report };
    },
  });

  app.route({
    ...apiRoute("GET /admin/reports/dashboard", {
      tags,
      summary: "Bảng điều khiển: chỉ số, doanh thu theo ngày/phim/rạp, lấp đầy theo thứ × giờ, thanh toán, mã giảm giá, suất chiếu hôm nay",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const scope = await reportScope(db, actorOf(request), request.query);
      return { result: await salesDashboard(db, scope, deps.clock()) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/reports/overview", {
      tags,
      summary: "Hôm nay: doanh thu, vé, bắp nước, chi tiêu mỗi khách so với cùng thứ tuần trước, lấp đầy, suất chiếu sắp tới, và cảnh báo",
      description:
        "Doanh thu và vé: các đơn vé và bắp nước đã thanh toán từ 00:00 hôm nay đến lúc này (trừ hoàn tiền), so với cùng thứ tuần trước đến cùng giờ. Nhân viên xem được rạp mình nhưng không có số tiền (null). Cảnh báo: hàng sắp hết, ca mở từ hôm trước, chênh lệch ca chờ duyệt, thanh toán chưa có kết quả, hoàn tiền thất bại, e-mail không gửi được (quản trị), suất hết vé hoặc chưa bán vé nào khi còn dưới 1 giờ. Xem docs/decisions/086.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "staff"),
    handler: async (request) => {
      const now = deps.clock();
      const day = chainDay(now);
      const actor = actorOf(request);
      const scope = await reportScope(db, actor, { from: day, to: day, cinema: request.query.cinema });
      const role = actor.user.role === "admin" ? "admin" : actor.user.role === "manager" ? "manager" : "staff";
      return { result: await overview(db, scope.cinemaIds, now, role) };
    },
  });

  // A file, not `{ result }` JSON: outside the contract's route map.
  app.get(
    "/admin/reports/export",
    {
      schema: { tags, summary: "Xuất một bảng của bảng điều khiển (CSV hoặc XLSX)", querystring: reportExportQuery },
      preHandler: requireRole(deps, "manager"),
    },
    async (request, reply) => {
      const { table, format, ...range } = request.query;
      const scope = await reportScope(db, actorOf(request), range);
      const dashboard = await salesDashboard(db, scope, deps.clock());
      return sendReportFile(reply, dashboardTable(dashboard, table), format, range);
    },
  );
};
