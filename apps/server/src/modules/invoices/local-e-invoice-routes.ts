import type { FastifyPluginAsync } from "fastify";
import { formatDate, formatVnd } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { findOrderRow, orderView } from "../booking/orders-repository.ts";
import { escapeHtml } from "../mail/escape-html.ts";
import { gatewayPageCsp, sendGatewayHtml } from "../payments/local-gateway/local-gateway-http.ts";
import { LOCAL_GATEWAY_CSS_PATH } from "../payments/local-gateway/local-gateway-paths.ts";
import { invoiceRequestByLookupCode } from "./invoice-requests-repository.ts";
import { LOCAL_E_INVOICE_PATH } from "./local-e-invoice.ts";

const page = (title: string, body: string) => `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Hoá đơn điện tử thử nghiệm</title>
<link rel="stylesheet" href="${LOCAL_GATEWAY_CSS_PATH}">
</head>
<body class="theme-invoice">
<header class="bar"><div class="bar-inner"><p class="bar-title"><span>Hoá đơn điện tử thử nghiệm</span></p><span class="badge">Không có giá trị pháp lý</span></div></header>
<main>
${body}
</main>
<footer><p>Bản xem hoá đơn do nhà cung cấp hoá đơn điện tử giả lập của website tạo ra, để thử khi chưa nối với nhà cung cấp thật. Không có trong bản chạy thật (production).</p></footer>
</body>
</html>
`;

/**
 * The local e-invoice stand-in's look-up page: the invoice as HTML, by its look-up code, read from our
 * own tables. Mounted with the local gateways (outside production only).
 */
export const localEInvoiceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;
  app.get(`${LOCAL_E_INVOICE_PATH}/:lookupCode`, { schema: { hide: true } }, async (request, reply) => {
    const { lookupCode } = request.params as { lookupCode: string };
    const invoice = /^[A-Z0-9]{10}$/.test(lookupCode) ? await invoiceRequestByLookupCode(db, lookupCode) : null;
    const order = invoice && invoice.status === "issued" ? await findOrderRow(db, invoice.orderId) : null;
    if (!invoice || !order) {
      const body = `<div class="card" role="alert"><h1 class="error-title">Không tìm thấy hoá đơn</h1><p>Mã tra cứu này không khớp hoá đơn nào. Bạn hãy kiểm tra lại mã trong e-mail nhé.</p></div>`;
      return sendGatewayHtml(reply, 404, page("Không tìm thấy hoá đơn", body), gatewayPageCsp());
    }
    const view = await orderView(db, order, deps.clock());
    const lines = [
      ...view.seats.map((s) => ({ name: `Vé xem phim ${view.showtime.film.name}, ghế ${s.label}`, quantity: 1, amount: s.price })),
      ...view.products.map((p) => ({ name: p.name, quantity: p.quantity, amount: p.amount })),
    ];
    const rows = lines
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${escapeHtml(l.name)}</td><td class="num">${l.quantity}</td><td class="num">${escapeHtml(formatVnd(l.amount))}</td></tr>`,
      )
      .join("\n");
    const adjustments = invoice.amountVnd - lines.reduce((sum, l) => sum + l.amount, 0);
    const body = `<div class="card">
<h1>Hoá đơn giá trị gia tăng</h1>
<p class="lead">Ký hiệu và số: <strong>${escapeHtml(invoice.invoiceNumber!)}</strong> · Ngày ${escapeHtml(formatDate(invoice.issuedAt!))} · Mã tra cứu <strong>${escapeHtml(invoice.lookupCode!)}</strong></p>
<h2 id="seller">Đơn vị bán hàng</h2>
<dl aria-labelledby="seller"><dt>Tên</dt><dd>${escapeHtml(deps.site.companyName)}</dd><dt>Địa chỉ</dt><dd>${escapeHtml(deps.site.address)}</dd></dl>
<h2 id="buyer">Đơn vị mua hàng</h2>
<dl aria-labelledby="buyer"><dt>Tên</dt><dd>${escapeHtml(invoice.companyName)}</dd><dt>Mã số thuế</dt><dd>${escapeHtml(invoice.taxCode)}</dd><dt>Địa chỉ</dt><dd>${escapeHtml(invoice.address)}</dd><dt>E-mail nhận hoá đơn</dt><dd>${escapeHtml(invoice.email)}</dd><dt>Đơn hàng</dt><dd>${escapeHtml(order.code)}</dd></dl>
<h2 id="lines">Hàng hoá, dịch vụ</h2>
<table class="lines" aria-labelledby="lines"><thead><tr><th scope="col">STT</th><th scope="col">Tên</th><th scope="col" class="num">SL</th><th scope="col" class="num">Thành tiền</th></tr></thead>
<tbody>
${rows}
${adjustments !== 0 ? `<tr><td></td><td>Giảm giá, hoàn tiền</td><td></td><td class="num">${escapeHtml(formatVnd(adjustments))}</td></tr>` : ""}
</tbody></table>
<p class="amount"><span class="amount-label">Tổng tiền thanh toán (đã gồm thuế GTGT)</span><strong class="amount-value">${escapeHtml(formatVnd(invoice.amountVnd))}</strong></p>
</div>`;
    return sendGatewayHtml(reply, 200, page(`Hoá đơn ${invoice.invoiceNumber}`, body), gatewayPageCsp());
  });
};
