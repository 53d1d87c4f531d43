import { formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderEmail } from "../mail/email-layout.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

type Context = { site: SiteInfo; publicUrl: string };

export type SeatsOfferInput = {
  to: string;
  fullName: string;
  showtimeId: string;
  filmName: string;
  cinemaName: string;
  auditorium: string;
  startsAt: Date;
  seatLabels: string[];
  totalVnd: number;
  expiresAt: Date;
};

/** The booking page at its payment step, where the held order is paid: `paths.booking(id, { step: "payment" })` of apps/web/app/features/site/paths.ts. */
export const paymentStepUrl = (publicUrl: string, showtimeId: string) => `${publicUrl}/booking/${encodeURIComponent(showtimeId)}?buoc=thanh-toan`;

/** To the next in line: seats came free and are held for them until `expiresAt`. */
export function seatsOfferMessage(input: SeatsOfferInput, ctx: Context): EmailMessage {
  const when = `${formatTime(input.startsAt)} ${formatDayShort(input.startsAt)}`;
  const seats = input.seatLabels.join(", ");
  return renderEmail(
    {
      to: input.to,
      subject: `Đã có ghế cho bạn: ${input.filmName}, ${when}`,
      preheader: `Ghế ${seats} đang được giữ cho bạn đến ${formatTime(input.expiresAt)}. Thanh toán để nhận vé.`,
      greeting: `Chào ${input.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: `Suất ${input.filmName} lúc ${when} tại ${input.cinemaName} (${input.auditorium}) vừa có ghế trống, và bạn là người tiếp theo trong danh sách chờ.`,
        },
        {
          kind: "paragraph",
          text: `Chúng tôi đang giữ ghế ${seats} cho bạn đến ${formatTime(input.expiresAt)} (${formatDayShort(input.expiresAt)}). Tạm tính: ${formatVnd(input.totalVnd)}.`,
        },
        { kind: "button", label: "Thanh toán giữ chỗ", url: paymentStepUrl(ctx.publicUrl, input.showtimeId) },
        { kind: "note", text: "Sau thời gian trên, ghế sẽ được chuyển cho người kế tiếp trong danh sách chờ. Nếu bạn không cần nữa, không phải làm gì thêm." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

/** "Nhắc tôi": the film the customer asked about has its first showtimes on sale. */
export function filmOnSaleMessage(input: { to: string; fullName: string; filmName: string; filmSlug: string }, ctx: Context): EmailMessage {
  return renderEmail(
    {
      to: input.to,
      subject: `${input.filmName} đã mở bán vé`,
      preheader: `Suất chiếu đầu tiên của ${input.filmName} đã mở bán. Chọn ghế đẹp sớm nhé!`,
      greeting: `Chào ${input.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: `Bạn đã nhờ chúng tôi nhắc khi phim ${input.filmName} mở bán vé. Những suất chiếu đầu tiên vừa lên lịch: bạn có thể chọn suất và ghế ngay bây giờ.`,
        },
        { kind: "button", label: "Xem lịch chiếu và đặt vé", url: `${ctx.publicUrl}/movies/${encodeURIComponent(input.filmSlug)}` },
        { kind: "note", text: "Đây là lời nhắc duy nhất cho phim này: chúng tôi sẽ không gửi thêm." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
