/** Where the buyer's choice is posted, and the gateway's stylesheet (the page and API paths live in payments-config.ts). */
export const LOCAL_GATEWAY_CHOICE_PATH = "/dev/gateway/vnpay/paymentv2/choice";
export const LOCAL_GATEWAY_CSS_PATH = "/dev/gateway/assets/gateway.css";
export const LOCAL_GATEWAY_ICON_PATH = "/dev/gateway/assets/icon.svg";
/** The local MoMo gateway's pay page (the payUrl of create) and where its choice is posted. */
export const LOCAL_MOMO_PAY_PATH = "/dev/gateway/momo/v2/gateway/pay";
export const LOCAL_MOMO_CHOICE_PATH = "/dev/gateway/momo/v2/gateway/pay/choice";
/** The local ZaloPay gateway's pay page (the order_url of create) and where its choice is posted. */
export const LOCAL_ZALOPAY_PAY_PATH = "/dev/gateway/zalopay/pay";
export const LOCAL_ZALOPAY_CHOICE_PATH = "/dev/gateway/zalopay/pay/choice";
