/**
 * A VietQR (NAPAS 247) payload: an EMVCo merchant-presented QR (EMVCo QRCPS-MPM) for a transfer to
 * one account, of one amount, with the order's code in the transfer note (decision 076). Every field
 * is TLV: a two-digit id, a two-digit length, the value.
 *
 *   00 "01"                      payload format indicator
 *   01 "12"                      point of initiation: dynamic (an amount for one sale)
 *   38 merchant account, NAPAS:  00 "A000000727" (NAPAS's GUID)
 *                                01 beneficiary organisation: 00 the bank's BIN, 01 the account number
 *                                02 "QRIBFTTA" (inter-bank fund transfer to an account)
 *   53 "704"                     currency: VND
 *   54 amount                    whole đồng
 *   58 "VN"                      country
 *   62 additional data:          08 the transfer note (purpose of transaction)
 *   63 CRC                       CRC-16/CCITT-FALSE over everything before it, "6304" included
 */
export type VietQrTransfer = { bankBin: string; account: string; amountVnd: number; note: string };

export const NAPAS_GUID = "A000000727";
export const VIETQR_SERVICE_TO_ACCOUNT = "QRIBFTTA";

export class VietQrError extends Error {}

function field(id: string, value: string): string {
  if (value.length > 99) throw new VietQrError(`VietQR: trường ${id} dài quá 99 ký tự.`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR; four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The note as banks carry it: ASCII letters, digits and spaces (diacritics folded, đ → d), at most 25 characters. */
export function transferNote(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 25);
}

export function vietQrPayload(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new VietQrError("VietQR: mã BIN ngân hàng phải gồm 6 chữ số.");
  if (!/^[A-Za-z0-9]{1,19}$/.test(transfer.account)) throw new VietQrError("VietQR: số tài khoản gồm 1–19 chữ hoặc số.");
  if (!Number.isSafeInteger(transfer.amountVnd) || transfer.amountVnd <= 0 || String(transfer.amountVnd).length > 13)
    throw new VietQrError("VietQR: số tiền phải là số nguyên dương (đồng), tối đa 13 chữ số.");
  const note = transferNote(transfer.note);
  const beneficiary = field("00", transfer.bankBin) + field("01", transfer.account);
  const merchant = field("00", NAPAS_GUID) + field("01", beneficiary) + field("02", VIETQR_SERVICE_TO_ACCOUNT);
  const body =
    field("00", "01") +
    field("01", "12") +
    field("38", merchant) +
    field("53", "704") +
    field("54", String(transfer.amountVnd)) +
    field("58", "VN") +
    (note ? field("62", field("08", note)) : "") +
    "6304";
  return body + crc16CcittFalse(body);
}
