import type { Catalogue } from "../catalogue.ts";
import type { shopEmailsVi } from "../vi/shop-emails.ts";

/** The English of `vi/shop-emails.ts`, key for key (decision 098). */
export const shopEmailsEn: Catalogue<typeof shopEmailsVi> = {
  // a gift card
  "email.gift.card": "Gift card",
  "email.gift.design.songHan": "Han River at night",
  "email.gift.design.senVang": "Golden lotus",
  "email.gift.design.bapRang": "Butter popcorn",
  "email.gift.design.sinhNhat": "Happy birthday",
  "email.gift.code": "Card number",
  "email.gift.pin": "PIN",
  "email.gift.balance": "Balance",
  "email.gift.expires": "Valid until",
  "email.gift.expiresDay": "the end of {day}",
  "email.gift.printTitle": "{brand} gift card",
  "email.gift.printNote": "For tickets and snacks at every {brand} cinema, on the website and at the counter. Keep the PIN like a password.",
  "email.gift.someone": "A friend",
  "email.gift.you": "there",
  "email.gift.subject": "{from} sent you a {brand} gift card of {amount}",
  "email.gift.preheader": "A card of {amount} for tickets and snacks, valid until the end of {day}.",
  "email.gift.intro": "{from} has sent you a {brand} gift card worth {amount}.",
  "email.gift.message": "Their message: “{message}”",
  "email.gift.use":
    "Balance: {amount}. The card can be used until the end of {day} for tickets and snacks on the website and at the counter of every {brand} cinema.",
  "email.gift.checkBalance": "Check the card's balance",
  "email.gift.keepPin":
    "Keep the PIN like a password: anyone who has both the card number and the PIN can spend the balance. The attachment is the card itself, to print and give by hand.",
  // a refund put on a new gift card
  "email.refundCard.bonus": "{bonus, select, none {} other { (including {bonus} added by {brand})}}",
  "email.refundCard.subject": "{brand} gift card of {amount} — the refund of order {code}",
  "email.refundCard.preheader": "The refund of order {code} is on your new gift card.",
  "email.refundCard.intro":
    "As you chose when cancelling order {code}, {amount} has been refunded onto a new gift card{bonus}. Use the card to pay for tickets and snacks on the website or at the counter.",
  "email.refundCard.keepPin": "Keep the PIN to yourself: anyone who has the card number and the PIN can spend the card's balance.",
  // snacks to pick up
  "email.pickup.when": "{time} today",
  "email.pickup.cinema": "Cinema",
  "email.pickup.time": "Pickup",
  "email.pickup.items": "Items",
  "email.pickup.total": "Total",
  "email.pickup.order": "Order number",
  "email.pickup.code": "Snack pickup code",
  "email.pickup.qr": "QR code of pickup code {code}",
  "email.pickup.subject": "Snack pickup code {code} – {cinema}, {when}",
  "email.pickup.preheader": "Show code {code} at the snack counter at {when}: {items}.",
  "email.pickup.paid": "Payment successful! The snack counter at {cinema} will prepare your order for pickup at {when}.",
  "email.pickup.view": "See your order and its status",
  "email.pickup.how":
    "Come to the snack counter at the time you chose and show the pickup code (or the QR code) to the staff. When your order is ready, we will tell you by e-mail and on the order page. You can cancel the order until the counter starts preparing it.",
  "email.pickup.readySubject": "Your snacks are ready – code {code}",
  "email.pickup.readyPreheader": "Please come to the snack counter at {cinema} and show code {code}.",
  "email.pickup.ready": "Your snacks are ready at the counter of {cinema}. Please come to the counter and show pickup code {code} to the staff.",
  "email.pickup.open": "Open the pickup code",
  // the refund of snacks or a bought gift card
  "email.shopRefund.snacks": "Snack order {code}: pickup at {cinema} at {time} on {day}.",
  "email.shopRefund.snacksConsequence": "The counter will not prepare this order and the pickup code no longer works.",
  "email.shopRefund.snacksAgain": "Order other snacks",
  "email.shopRefund.giftCard": "Gift card order {code}: a card of {amount} for {name}.",
  "email.shopRefund.giftCardConsequence":
    "Card {card} has been blocked and can no longer be used; if you have told the recipient ({email}), please let them know.",
  "email.shopRefund.giftCardAgain": "Buy another gift card",
  "email.shopRefund.cancelled": "You cancelled order {code}. {consequence}",
  "email.shopRefund.desk": "The cinema refunded the order at your request. Reason: {note} {consequence}",
  "email.shopRefund.reason":
    "{reason, select, seats_taken {The payment arrived late and the seats had been sold.} duplicate {The order had already been paid.} showtime_started {The payment arrived after the showtime had started.} showtime_cancelled {The cinema cancelled the showtime.} order_changed {The amount did not match the order.} voucher_unavailable {The payment arrived late and the promo code had been used up.} points_unavailable {The payment arrived late and there were not enough points left.} out_of_stock {The payment arrived late and the cinema had run out of the order's snacks.} desk_refund {The cinema refunded the order on request.} customer_cancel {The customer cancelled.} exchange_difference {Showtime exchange: the difference refunded.} other {The showtime exchange could not be made.}}",
  "email.shopRefund.sent":
    "We have sent a refund of the whole {amount} through {method}. Money through a payment gateway usually reaches your account within 1–15 working days, depending on your bank; the part paid with gift cards goes back to the cards at once. There is nothing more you need to do.",
  "email.shopRefund.viewOrder": "View the order",
};
