import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { escapeHtml } from "../../mail/escape-html.ts";
import { LOCAL_GATEWAY_CHOICE_PATH, LOCAL_GATEWAY_CSS_PATH, LOCAL_GATEWAY_ICON_PATH } from "./local-gateway-paths.ts";

const LOCK_PATH =
  "M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z";

const LOCK_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' + LOCK_PATH + '"/></svg>';

/** The tab icon: the same lock, in lantern amber on night blue. */
export const LOCAL_GATEWAY_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#0B1633"/><path fill="#F5A623" transform="translate(3 3) scale(0.75)" d="${LOCK_PATH}"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Cổng thanh toán thử nghiệm</title>
<link rel="stylesheet" href="${LOCAL_GATEWAY_CSS_PATH}">
<link rel="icon" type="image/svg+xml" href="${LOCAL_GATEWAY_ICON_PATH}">
</head>
<body>
<header class="bar"><div class="bar-inner"><p class="bar-title">${LOCK_ICON}<span>Cổng thanh toán thử nghiệm</span></p><span class="badge">Không trừ tiền thật</span></div></header>
<main>
${body}
</main>
<footer><p>Cổng giả lập giao thức VNPay 2.1.0, chạy ngay trong website để thử mua vé khi không có mạng. Không có trong bản chạy thật (production).</p></footer>
</body>
</html>
`;
}

export type PaymentPageView = {
  merchantName: string;
  tmnCode: string;
  txnRef: string;
  orderInfo: string;
  amountVnd: number;
  expiresAt: Date;
  /** The signed request exactly as received; the choice form sends it back to be checked again. */
  signedRequest: string;
};

export function renderPaymentPage(view: PaymentPageView): string {
  return layout(
    "Xác nhận thanh toán",
    `<div class="card">
<h1>Xác nhận thanh toán</h1>
<p class="lead">Bạn hãy kiểm tra đơn hàng rồi chọn cách kết thúc giao dịch thử nghiệm.</p>
<h2 id="order-heading">Thông tin đơn hàng</h2>
<dl aria-labelledby="order-heading">
<dt>Đơn vị chấp nhận thanh toán</dt><dd>${escapeHtml(view.merchantName)} (${escapeHtml(view.tmnCode)})</dd>
<dt>Mã giao dịch</dt><dd>${escapeHtml(view.txnRef)}</dd>
<dt>Nội dung thanh toán</dt><dd>${escapeHtml(view.orderInfo)}</dd>
<dt>Hạn thanh toán</dt><dd>${formatTime(view.expiresAt)} ngày ${formatDate(view.expiresAt)}</dd>
</dl>
<p class="amount"><span class="amount-label">Số tiền thanh toán</span><strong class="amount-value">${escapeHtml(formatVnd(view.amountVnd))}</strong></p>
<form method="post" action="${LOCAL_GATEWAY_CHOICE_PATH}" class="actions">
<input type="hidden" name="request" value="${escapeHtml(view.signedRequest)}">
<button type="submit" name="choice" value="pay" class="primary">Thanh toán</button>
<button type="submit" name="choice" value="cancel" class="secondary">Huỷ giao dịch</button>
<button type="submit" name="choice" value="bank_error" class="tertiary" aria-describedby="bank-error-hint">Giả lập lỗi ngân hàng</button>
</form>
<p class="hint" id="bank-error-hint">“Giả lập lỗi ngân hàng” trả về mã 51: ngân hàng từ chối vì tài khoản không đủ số dư.</p>
</div>`,
  );
}

export type GatewayErrorView = { title: string; message: string; code: string };

export function renderErrorPage(view: GatewayErrorView): string {
  return layout(
    view.title,
    `<div class="card" role="alert">
<h1 class="error-title">${escapeHtml(view.title)}</h1>
<p>${escapeHtml(view.message)}</p>
<p class="error-code">Mã lỗi: ${escapeHtml(view.code)}</p>
<p><a class="button secondary" href="/">Về trang chủ</a></p>
</div>`,
  );
}
