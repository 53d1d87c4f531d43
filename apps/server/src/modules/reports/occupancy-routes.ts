import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import { actorOf } from "../auth/actor.ts";
import { filmPerformance, occupancyReport } from "./occupancy-report.ts";
import { filmPerformanceTable, occupancyTable } from "./occupancy-tables.ts";
import { sendReportFile } from "./report-tables.ts";
import { reportScope } from "./sales-report.ts";

const tags = ["Quản trị: báo cáo"];

/** Occupancy and film performance for managers (their cinemas) and admins (the chain): docs/decisions/086. */
export const occupancyAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /admin/reports/occupancy", {
      tags,
      summary: "Tỉ lệ lấp đầy theo phim, phòng, giờ bắt đầu, thứ hoặc định dạng; bản đồ nhiệt thứ × giờ; hiệu suất phòng (phút chiếu ÷ phút mở cửa)",
      description:
        "Vé đã bán (trừ hoàn tiền) ÷ ghế bán được của các suất không bị huỷ, theo ngày và giờ bắt đầu suất chiếu (giờ Việt Nam). " +
        "Phút mở cửa mỗi phòng mỗi ngày: theo giờ mở cửa rạp đã khai báo (`PATCH /admin/cinemas/:slug`, có thể đóng cửa sau nửa đêm), " +
        "hoặc 09:00–24:00 (900 phút) khi rạp chưa khai báo; `openingHours.cinemas` cho biết giờ của từng rạp. `format=csv|xlsx` trả về tệp các dòng.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request, reply) => {
      const { groupBy, format, ...range } = request.query;
      const scope = await reportScope(db, actorOf(request), range);
      const report = await occupancyReport(db, scope, groupBy);
      if (format === "csv" || format === "xlsx") return sendReportFile(reply, occupancyTable(groupBy, report.rows), format, range);
      return { result: report };
    },
  });

  app.route({
    ...apiRoute("GET /admin/reports/film-performance", {
      tags,
      summary: "Hiệu quả từng phim: vé, tiền vé, giá vé trung bình, lấp đầy, số tuần đã chiếu và từng tuần chiếu",
      description:
        "Tuần 1 của một phim bắt đầu từ ngày có suất chiếu đầu tiên của phim ở các rạp trong phạm vi. `format=csv|xlsx`: một dòng cho cả khoảng và một dòng mỗi tuần.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request, reply) => {
      const { format, ...range } = request.query;
      const scope = await reportScope(db, actorOf(request), range);
      const report = await filmPerformance(db, scope);
      if (format === "csv" || format === "xlsx") return sendReportFile(reply, filmPerformanceTable(report.films), format, range);
      return { result: report };
    },
  });
};
