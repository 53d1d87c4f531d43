import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Settlement } from "@hancine/contract/film-hire";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole } from "../auth/current-user.ts";
import { attachmentNamed, sendReportFile } from "../reports/report-tables.ts";
import { distributorsList, readHireTerms, setHireTerms } from "./hire-terms.ts";
import { createDistributor, editDistributor } from "./distributors.ts";
import { settlement } from "./settlement.ts";
import { settlementTable } from "./settlement-files.ts";
import { settlementPdf } from "./settlement-pdf.ts";

const tags = ["Quản trị: thuê phim"];

/** The settlement as a file: CSV and XLSX as the reports' tables are, the PDF laid out for A4 with the chain's tax details. */
async function sendSettlementFile(reply: FastifyReply, deps: AppDeps, result: Settlement, format: "csv" | "xlsx" | "pdf") {
  const table = settlementTable(result);
  if (format !== "pdf") return sendReportFile(reply, table, format);
  reply.header("content-disposition", attachmentNamed(table.name, format));
  return reply.type("application/pdf").send(await settlementPdf(result, { ...deps.site, taxCode: deps.config.taxCode }, deps.clock()));
}

/** Film hire terms and settlements (issue 36, decision 087): admins enter terms, managers read them and their cinemas' settlements. */
export const filmHireAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  const manager = requireRole(deps, "manager");

  app.route({
    ...apiRoute("GET /admin/distributors", { tags, summary: "Các nhà phát hành phim", errors: [401, 403] }),
    preHandler: manager,
    handler: async () => ({ result: await distributorsList(db) }),
  });

  app.route({
    ...apiRoute("POST /admin/distributors", {
      tags,
      summary: "Thêm nhà phát hành (quản trị chuỗi); mã lấy từ tên",
      description: "409 SLUG_TAKEN khi đã có nhà phát hành cùng tên (hoặc tên cho cùng một mã). Ghi vào nhật ký thay đổi.",
      errors: [400, 401, 403, 409],
      status: 201,
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request, reply) => {
      const result = await createDistributor(deps, actorOf(request), request.body);
      reply.code(201);
      return { result };
    },
  });

  app.route({
    ...apiRoute("PUT /admin/distributors/:slug", {
      tags,
      summary: "Sửa tên, tên công ty, mã số thuế, địa chỉ của nhà phát hành (quản trị chuỗi); mã giữ nguyên",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request) => ({ result: await editDistributor(deps, actorOf(request), request.params.slug, request.body) }),
  });

  app.route({
    ...apiRoute("GET /admin/films/:id/hire-terms", {
      tags,
      summary: "Điều khoản thuê phim: nhà phát hành, tỉ lệ chia theo tuần phát hành, mức tối thiểu mỗi vé (null: chưa nhập)",
      errors: [400, 401, 403, 404],
    }),
    preHandler: manager,
    handler: async (request) => ({ result: await readHireTerms(db, request.params.id) }),
  });

  app.route({
    ...apiRoute("PUT /admin/films/:id/hire-terms", {
      tags,
      summary: "Đặt điều khoản thuê phim (quản trị chuỗi): thay toàn bộ điều khoản cũ, ghi vào nhật ký thay đổi",
      description:
        "`weeks`: mức đầu tiên từ tuần 1, các tuần tăng dần; tuần n lấy tỉ lệ của mức cuối cùng bắt đầu từ n trở về trước. `percent` 0–100, tối đa hai chữ số thập phân. `minimumPerTicket`: VND tối thiểu mỗi lượt khách (null: không có).",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request) => ({ result: await setHireTerms(deps, actorOf(request), request.params.id, request.body) }),
  });

  app.route({
    ...apiRoute("GET /admin/reports/settlements", {
      tags,
      summary: "Bảng thanh toán tiền thuê phim của một nhà phát hành trong kỳ: theo phim, rạp và tuần phát hành",
      description:
        "Lượt khách và doanh thu gộp (giá vé đã gồm VAT) của vé đã thanh toán, trừ vé hoàn tiền; VAT theo thuế suất của chuỗi; tiền thuê = doanh thu thuần × tỉ lệ, tối thiểu lượt khách × mức tối thiểu. " +
        "Tuần phát hành: thứ Sáu đến thứ Năm, tuần 1 chứa ngày khởi chiếu. `format=csv|xlsx|pdf` trả về tệp. Quản lý rạp chỉ thấy rạp của mình.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: manager,
    handler: async (request, reply) => {
      const { format, ...query } = request.query;
      const result = await settlement(deps, actorOf(request), query);
      if (format === undefined || format === "json") return { result };
      return sendSettlementFile(reply, deps, result, format);
    },
  });
};
