/** Where the buyer's choice is posted, and the gateway's stylesheet (the page and API paths live in payments-config.ts). */
export const LOCAL_GATEWAY_CHOICE_PATH = "/dev/gateway/vnpay/paymentv2/choice";
export const LOCAL_GATEWAY_CSS_PATH = "/dev/gateway/assets/gateway.css";
export const LOCAL_GATEWAY_ICON_PATH = "/dev/gateway/assets/icon.svg";
