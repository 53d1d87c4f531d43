/**
 * Vietnamese → plain ASCII for gateways that want "Tiếng Việt không dấu" (VNPay's vnp_OrderInfo).
 * Only letters, digits, spaces and `- _ . , : # /` survive: characters that every reference encoder
 * (JavaScript's encodeURIComponent, PHP's urlencode, .NET's WebUtility) writes the same way, so the
 * signature cannot depend on which encoder the gateway uses.
 */
export function foldToAscii(text: string, maxLength = 255): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 \-_.,:#/]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}
