import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { formatDateEn } from "@hancine/contract/i18n/dates-en";
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
export type GatewayLook = {
  name: string;
  footer: string;
  theme: "vnpay" | "momo" | "zalopay";
  referenceLabel: string;
  failure: FailureChoice;
  /** The same page in English, for a buyer the merchant says reads English (VNPay's `vnp_Locale=en`, MoMo's `lang=en`; decision 097). */
  en?: Omit<GatewayLook, "theme" | "en">;
};

/** The payment page's language: the merchant's request names it (Vietnamese when it does not). */
export type GatewayLanguage = "vi" | "en";

/** The page's own words in each language (a real gateway's, not the shop's catalogue). */
const WORDS = {
  vi: {
    badge: "Không trừ tiền thật",
    title: "Xác nhận thanh toán",
    lead: "Bạn hãy kiểm tra đơn hàng rồi chọn cách kết thúc giao dịch thử nghiệm.",
    order: "Thông tin đơn hàng",
    merchant: "Đơn vị chấp nhận thanh toán",
    content: "Nội dung thanh toán",
    deadline: "Hạn thanh toán",
    amount: "Số tiền thanh toán",
    pay: "Thanh toán",
    cancel: "Huỷ giao dịch",
    when: (at: Date) => `${formatTime(at)} ngày ${formatDate(at)}`,
  },
  en: {
    badge: "No real money is taken",
    title: "Confirm payment",
    lead: "Please check the order, then choose how to end this test transaction.",
    order: "Order details",
    merchant: "Merchant",
    content: "Description",
    deadline: "Pay by",
    amount: "Amount to pay",
    pay: "Pay",
    cancel: "Cancel transaction",
    when: (at: Date) => `${formatTime(at)} on ${formatDateEn(at)}`,
  },
} as const;

/** The look's texts in `language`. */
const lookIn = (look: GatewayLook, language: GatewayLanguage): GatewayLook => (language === "en" && look.en ? { ...look, ...look.en } : look);

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
  en: {
    name: "Test payment gateway",
    footer:
      "A stand-in for the VNPay 2.1.0 protocol, running inside the website to try buying tickets without a network. Not part of the real (production) site.",
    referenceLabel: "Transaction reference",
    failure: {
      value: "bank_error",
      label: "Simulate a bank error",
      hint: "“Simulate a bank error” returns code 51: the bank declines because the account has insufficient funds.",
    },
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
  en: {
    name: "Test MoMo gateway",
    footer:
      "A stand-in for the MoMo wallet (API v2, wallet payment), running inside the website to try buying tickets without a network. Not part of the real (production) site.",
    referenceLabel: "Order reference",
    failure: {
      value: "insufficient_funds",
      label: "Simulate insufficient wallet balance",
      hint: "“Simulate insufficient wallet balance” returns code 1001: the MoMo wallet does not hold enough to pay.",
    },
  },
};

function layout(look: GatewayLook, title: string, body: string, language: GatewayLanguage = "vi"): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(look.name)}</title>
<link rel="stylesheet" href="${LOCAL_GATEWAY_CSS_PATH}">
<link rel="icon" type="image/svg+xml" href="${LOCAL_GATEWAY_ICON_PATH}">
</head>
<body class="theme-${look.theme}">
<header class="bar"><div class="bar-inner"><p class="bar-title">${LOCK_ICON}<span>${escapeHtml(look.name)}</span></p><span class="badge">${escapeHtml(WORDS[language].badge)}</span></div></header>
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
  /** The language the merchant asked the page in. */
  language?: GatewayLanguage;
};

export function renderPaymentPage(view: PaymentPageView): string {
  const hidden = Object.entries(view.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const language = view.language ?? "vi";
  const words = WORDS[language];
  const look = lookIn(view.look, language);
  const { failure } = look;
  return layout(
    look,
    words.title,
    `<div class="card">
<h1>${escapeHtml(words.title)}</h1>
<p class="lead">${escapeHtml(words.lead)}</p>
<h2 id="order-heading">${escapeHtml(words.order)}</h2>
<dl aria-labelledby="order-heading">
<dt>${escapeHtml(words.merchant)}</dt><dd>${language === "en" ? `<span lang="vi">${escapeHtml(view.merchantName)}</span>` : escapeHtml(view.merchantName)} (${escapeHtml(view.merchantCode)})</dd>
<dt>${escapeHtml(look.referenceLabel)}</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>${escapeHtml(words.content)}</dt><dd>${escapeHtml(view.orderInfo)}</dd>
<dt>${escapeHtml(words.deadline)}</dt><dd>${escapeHtml(words.when(view.expiresAt))}</dd>
</dl>
<p class="amount"><span class="amount-label">${escapeHtml(words.amount)}</span><strong class="amount-value">${escapeHtml(formatVnd(view.amountVnd))}</strong></p>
<form method="post" action="${view.action}" class="actions">
${hidden}
<button type="submit" name="choice" value="pay" class="primary">${escapeHtml(words.pay)}</button>
<button type="submit" name="choice" value="cancel" class="secondary">${escapeHtml(words.cancel)}</button>
<button type="submit" name="choice" value="${failure.value}" class="tertiary" aria-describedby="failure-hint">${escapeHtml(failure.label)}</button>
</form>
<p class="hint" id="failure-hint">${escapeHtml(failure.hint)}</p>
</div>`,
    language,
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
