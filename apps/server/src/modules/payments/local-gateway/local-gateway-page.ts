import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { escapeHtml } from "#server/modules/mail/escape-html.ts";
import { LOCAL_GATEWAY_CSS_PATH, LOCAL_GATEWAY_ICON_PATH } from "./local-gateway-paths.ts";

const LOCK_PATH =
  "M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z";

const LOCK_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' + LOCK_PATH + '"/></svg>';

/** The tab icon: the same lock, in lantern amber on night blue. */
export const LOCAL_GATEWAY_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#0B1633"/><path fill="#F5A623" transform="translate(3 3) scale(0.75)" d="${LOCK_PATH}"/></svg>`;

/** A button that makes the gateway fail the payment as a bank or wallet would, with a line saying which code it gives. */
export type FailureChoice = { value: string; label: string; hint: string };

/**
 * What tells the two local gateways apart on screen: their name, the protocol note, the colours, and
 * their simulated failure (both pages also offer "Thanh toán" and "Huỷ giao dịch").
 */
export type GatewayLook = { name: string; footer: string; theme: "vnpay" | "momo" | "zalopay"; referenceLabel: string; failure: FailureChoice };

export const VNPAY_LOOK: GatewayLook = {
  name: "Cổng thanh toán thử nghiệm",
  footer: "Cổng giả lập giao thức VNPay 2.1.0, chạy ngay trong website để thử mua vé khi không có mạng. Không có trong bản chạy thật (production).",
  theme: "vnpay",
  referenceLabel: "Mã giao dịch",
  failure: {
    value: "bank_error",
    label: "Giả lập lỗi ngân hàng",
    hint: "“Giả lập lỗi ngân hàng” trả về mã 51: ngân hàng từ chối vì tài khoản không đủ số dư.",
  },
};

export const MOMO_LOOK: GatewayLook = {
  name: "Cổng MoMo thử nghiệm",
  footer:
    "Cổng giả lập ví MoMo (API v2, thanh toán bằng ví), chạy ngay trong website để thử mua vé khi không có mạng. Không có trong bản chạy thật (production).",
  theme: "momo",
  referenceLabel: "Mã đơn hàng",
  failure: {
    value: "insufficient_funds",
    label: "Giả lập ví không đủ số dư",
    hint: "“Giả lập ví không đủ số dư” trả về mã 1001: ví MoMo không đủ tiền để thanh toán.",
  },
};

function layout(look: GatewayLook, title: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(look.name)}</title>
<link rel="stylesheet" href="${LOCAL_GATEWAY_CSS_PATH}">
<link rel="icon" type="image/svg+xml" href="${LOCAL_GATEWAY_ICON_PATH}">
</head>
<body class="theme-${look.theme}">
<header class="bar"><div class="bar-inner"><p class="bar-title">${LOCK_ICON}<span>${escapeHtml(look.name)}</span></p><span class="badge">Không trừ tiền thật</span></div></header>
<main>
${body}
</main>
<footer><p>${escapeHtml(look.footer)}</p></footer>
</body>
</html>
`;
}

export type PaymentPageView = {
  look: GatewayLook;
  merchantName: string;
  merchantCode: string;
  reference: string;
  orderInfo: string;
  amountVnd: number;
  expiresAt: Date;
  /** Where the choice form posts. */
  action: string;
  /** Sent back with the choice (VNPay: the signed request exactly as received; MoMo: the signed page token). */
  hidden: Record<string, string>;
};

export function renderPaymentPage(view: PaymentPageView): string {
  const hidden = Object.entries(view.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const { failure } = view.look;
  return layout(
    view.look,
    "Xác nhận thanh toán",
    `<div class="card">
<h1>Xác nhận thanh toán</h1>
<p class="lead">Bạn hãy kiểm tra đơn hàng rồi chọn cách kết thúc giao dịch thử nghiệm.</p>
<h2 id="order-heading">Thông tin đơn hàng</h2>
<dl aria-labelledby="order-heading">
<dt>Đơn vị chấp nhận thanh toán</dt><dd>${escapeHtml(view.merchantName)} (${escapeHtml(view.merchantCode)})</dd>
<dt>${escapeHtml(view.look.referenceLabel)}</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>Nội dung thanh toán</dt><dd>${escapeHtml(view.orderInfo)}</dd>
<dt>Hạn thanh toán</dt><dd>${formatTime(view.expiresAt)} ngày ${formatDate(view.expiresAt)}</dd>
</dl>
<p class="amount"><span class="amount-label">Số tiền thanh toán</span><strong class="amount-value">${escapeHtml(formatVnd(view.amountVnd))}</strong></p>
<form method="post" action="${view.action}" class="actions">
${hidden}
<button type="submit" name="choice" value="pay" class="primary">Thanh toán</button>
<button type="submit" name="choice" value="cancel" class="secondary">Huỷ giao dịch</button>
<button type="submit" name="choice" value="${failure.value}" class="tertiary" aria-describedby="failure-hint">${escapeHtml(failure.label)}</button>
</form>
<p class="hint" id="failure-hint">${escapeHtml(failure.hint)}</p>
</div>`,
  );
}

export type GatewayErrorView = { title: string; message: string; code: string };

export function renderErrorPage(look: GatewayLook, view: GatewayErrorView): string {
  return layout(
    look,
    view.title,
    `<div class="card" role="alert">
<h1 class="error-title">${escapeHtml(view.title)}</h1>
<p>${escapeHtml(view.message)}</p>
<p class="error-code">Mã lỗi: ${escapeHtml(view.code)}</p>
<p><a class="button secondary" href="/">Về trang chủ</a></p>
</div>`,
  );
}

export const ZALOPAY_LOOK: GatewayLook = {
  name: "Cổng ZaloPay thử nghiệm",
  footer: "Cổng giả lập ZaloPay (API v2, cổng thanh toán), chạy ngay trong website để thử mua vé khi không có mạng. Không có trong bản chạy thật (production).",
  theme: "zalopay",
  referenceLabel: "Mã giao dịch (app_trans_id)",
  failure: {
    value: "insufficient_funds",
    label: "Giả lập ví không đủ số dư",
    hint: "“Giả lập ví không đủ số dư” kết thúc giao dịch không thành công: ZaloPay không gọi callback, tra cứu đơn trả về mã 2.",
  },
};
