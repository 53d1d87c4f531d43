import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import type { InvoiceContext } from "./invoice-context.ts";
import { invoiceRequestState, requestInvoice } from "./request-invoice.ts";

const tags = ["Sau khi mua"];

/** The VAT e-invoice request on a paid order (decision 052); only the order's owner. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceContext }> = async (app, { invoices }) => {
  const { deps } = invoices;

  app.route({
    ...apiRoute("POST /orders/:id/invoice-request", {
      tags,
      summary: "Yêu cầu xuất hoá đơn VAT điện tử cho đơn đã thanh toán (chủ đơn, một lần, trong tháng thanh toán)",
      description:
        "`taxCode`: mã số thuế 10 chữ số hoặc 10 chữ số, dấu “-” và 3 chữ số chi nhánh, đúng chữ số kiểm tra. 404 với đơn của người khác; 409 ORDER_NOT_PAID, " +
        "INVOICE_ALREADY_REQUESTED, INVOICE_WINDOW_CLOSED (sau tháng thanh toán, giờ Việt Nam). Hoá đơn được xuất ngay và gửi tới `email`.",
      errors: [400, 401, 404, 409, 503],
      status: 201,
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const result = await requestInvoice(invoices, request.currentUser!.user.id, request.params.id, request.body, request.ip);
      reply.status(201).header("cache-control", "private, no-store");
      return { result };
    },
  });

  app.route({
    ...apiRoute("GET /orders/:id/invoice-request", {
      tags,
      summary: "Yêu cầu xuất hoá đơn VAT của đơn (nếu có) và còn yêu cầu được không",
      errors: [400, 401, 404],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await invoiceRequestState(invoices, request.currentUser!.user.id, request.params.id) };
    },
  });
};
