import type { Catalogue } from "../catalogue.ts";
import type { orderEmailsVi } from "../vi/order-emails.ts";

/** The English of `vi/order-emails.ts`, key for key (decision 093). */
export const orderEmailsEn: Catalogue<typeof orderEmailsVi> = {
  "email.order.subject": "{moved, select, yes {Showtime changed – new tickets} other {Your tickets}}: {film} – {time} {day} · {code}",
  "email.order.preheader": "{cinema}, {auditorium} · Seats {seats}. Show the QR code at the door.",
  "email.order.moved":
    "The cinema has changed your showtime (it was {time} on {day}, {auditorium}). Here are your new tickets; the old tickets' QR codes no longer work. If the new time does not suit you, please contact the cinema.",
  "email.order.paid": "Payment received! Here are your tickets for {brand}.",
  "email.order.viewTickets": "View your tickets online",
  "email.order.arrive":
    "Please arrive about 15 minutes before the film starts and show each ticket's QR code at the door, on your phone or printed. At the counter you can also give your booking code.",
  "email.order.ageCheck": "{age} film: staff may ask to see photo ID to check your age.",
  "email.order.calendar": "Open the attached lich-chieu.ics file to add the showtime to your calendar.",
  "email.order.film": "Film",
  "email.order.showtime": "Showtime",
  "email.order.cinema": "Cinema",
  "email.order.auditorium": "Screen",
  "email.order.seats": "Seats",
  "email.order.snacks": "Food & drinks",
  "email.order.discount": "Discount",
  "email.order.points": "Reward points",
  "email.order.pointsUsed": "{amount} ({points, plural, one {# point} other {# points}})",
  "email.order.total": "Total",
  "email.order.code": "Booking code",
  "email.order.version.vietnameseEnglishSubtitles": "Vietnamese, English subtitles",
  "email.order.version.vietnamese": "Vietnamese",
  "email.order.version.dubbed": "Dubbed in Vietnamese",
  "email.order.version.subtitled": "Original sound, Vietnamese subtitles",
  "email.order.tickets": "Your tickets ({count})",
  "email.order.ticketsText": "Your tickets:",
  "email.order.qrAlt": "QR code of the ticket for seat {seat}",
  "email.order.seat": "Seat {seat}",
  "email.order.ticketCode": "Ticket code",
  "email.order.ticketType": "{type, select, adult {Adult} student {Student} u22 {Under 22} senior {Senior (60 and over)} other {{type}}} ticket",
  "email.order.doorNote": "Show your student card or photo ID at the door",
  "email.order.ticketLine": "- Seat {seat}: ticket code {code}",
  "email.order.ticketLineDoor":
    "- Seat {seat}: ticket code {code} ({type, select, adult {adult} student {student} u22 {under 22} senior {senior} other {{type}}} ticket — {note})",
  "email.order.calendarDescription": "Booking code {code}\nSeats {seats}\nYour tickets: {url}",
  "email.order.method.giftCard": "Gift card",
  "email.order.method.giftCardLower": "gift card",
  "email.order.method.and": " and ",
  "email.order.method.exchange": "Exchange",
  "email.order.method.free": "Free",
  "email.order.method.momo": "MoMo wallet",
  "email.refund.subject": "Refund of {amount} for order {code}",
  "email.refund.preheader": "We have sent a refund of {amount} through {method}.",
  "email.refund.orderLine": "Order {code}: {film}, {time} {day}, {cinema}.",
  "email.refund.received": "We received your payment of {amount} through {method} for order {code} ({film}, {time} {day}, {cinema}).",
  "email.refund.sent":
    "We have automatically sent a refund of {whole, select, yes {the full } other {}}{amount} through {method}. It usually reaches your account within 1–15 working days, depending on your bank. You do not need to do anything.",
  "email.refund.viewTickets": "View your tickets",
  "email.refund.otherShowtime": "Choose another showtime",
  "email.refund.help": "If the money has not arrived after 15 working days, please contact {email} or call {hotline} and give your order code {code}.",
  "email.refund.desk": "The cinema has refunded {seats, select, none {the order} other {the tickets for seats {seats}}} as requested. Reason: {note}",
  "email.refund.deskSomeSeats": " These tickets are no longer valid; the order's other tickets still are.",
  "email.refund.seats_taken":
    "Your payment arrived after the seat hold had ended, and by then seats {seats} had been bought by someone else, so the order could not be confirmed.",
  "email.refund.duplicate": "This order had already been paid by another transaction, so the later payment was not needed.",
  "email.refund.showtime_started": "Your payment arrived after the showtime had started, so we could not issue the tickets.",
  "email.refund.showtime_cancelled":
    "The cinema has cancelled this showtime. We are very sorry for the inconvenience; your tickets are no longer valid and the full amount is refunded.",
  "email.refund.order_changed": "The payment's amount no longer matched the order (the order changed after you opened the payment page).",
  "email.refund.voucher_unavailable":
    "Your payment arrived after the seat hold had ended, and by then promo code {voucher} had been used up, so the order could not be confirmed at the discounted price.",
  "email.refund.points_unavailable":
    "Your payment arrived after the seat hold had ended; the order's {points} reward points had gone back to your account and there were no longer enough to use again, so the order could not be confirmed at the reduced price.",
  "email.refund.out_of_stock":
    "Your payment arrived after the seat hold had ended, and by then the cinema had sold out of {products, select, none {the order's food and drinks} other {{products}}}, so the order could not be confirmed.",
  "email.refund.desk_refund": "The cinema has made a refund as requested.",
  "email.refund.customer_cancel": "You cancelled order {code}. The tickets for seats {seats} are no longer valid and the seats are on sale again.",
  "email.refund.exchange_failed":
    "The payment for the difference arrived when the old order could no longer be exchanged (cancelled, already used or past the exchange deadline), so the exchange did not go ahead; your old tickets stay as they were.",
  "email.refund.exchange_difference":
    "You exchanged to a cheaper showtime; your new tickets were sent in a separate e-mail. The difference is refunded to you.",
};
