import { formatDate, formatVnd } from "@hancine/contract/format";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderEmail } from "../mail/email-layout.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";
import type { InvoiceRequestRow } from "./invoice-requests-repository.ts";

/** "Hoá đơn VAT của đơn …": the number, the look-up code and the link, to the address the buyer gave. */
export function invoiceIssuedMessage(row: InvoiceRequestRow, orderCode: string, ctx: { site: SiteInfo; publicUrl: string }): EmailMessage {
  return renderEmail(
    {
      to: row.email,
      subject: `Hoá đơn VAT của đơn ${orderCode}`,
      preheader: `Hoá đơn điện tử số ${row.invoiceNumber} cho ${row.companyName}, ${formatVnd(row.amountVnd)}.`,
      greeting: "Chào bạn,",
      blocks: [
        { kind: "paragraph", text: `${ctx.site.companyName} đã xuất hoá đơn giá trị gia tăng điện tử cho đơn hàng ${orderCode} theo yêu cầu của bạn.` },
        { kind: "paragraph", text: `Đơn vị mua hàng: ${row.companyName} · Mã số thuế: ${row.taxCode}` },
        { kind: "paragraph", text: `Địa chỉ: ${row.address}` },
        {
          kind: "paragraph",
          text: `Số hoá đơn: ${row.invoiceNumber} · Ngày: ${formatDate(row.issuedAt!)} · Tổng tiền thanh toán: ${formatVnd(row.amountVnd)}`,
        },
        { kind: "paragraph", text: `Mã tra cứu: ${row.lookupCode}` },
        { kind: "button", label: "Xem hoá đơn", url: row.viewUrl! },
        { kind: "note", text: "Hoá đơn điện tử có giá trị pháp lý như hoá đơn giấy; bạn không cần in nếu công ty bạn lưu trữ bản điện tử." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
