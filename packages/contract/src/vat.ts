/** The VAT inside a price that includes it (Vietnamese ticket prices do), rounded to the đồng: counter receipts and film-hire settlements. */
export const vatInside = (grossVnd: number, percent: number) => Math.round((grossVnd * percent) / (100 + percent));
