/**
 * Vietnamese tax codes (mã số thuế, MST), without zod so the browser can check them cheaply.
 *
 * 10 digits: two for the province, seven in sequence (not all zero), and a check digit; a branch adds
 * "-" and three digits (001–999). The check digit is 10 − (Σ digit × weight mod 11) over the first nine
 * digits with weights 31, 29, 23, 19, 17, 13, 7, 5, 3; a sum that gives 10 has no valid MST.
 * (Same rule as python-stdnum's stdnum/vn/mst.py; decision 052.)
 */
const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/** The check digit of the first nine digits, or null when there is none (10 − 0). */
export function taxCodeCheckDigit(firstNine: string): number | null {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstNine[i]), 0);
  const digit = 10 - (sum % 11);
  return digit <= 9 ? digit : null;
}

export type TaxCodeReading = { ok: true; taxCode: string } | { ok: false; message: string };

/** Reads what a person typed ("0100 112 437", "0314409058 - 002") into `0100112437` or `0314409058-002`, or says what is wrong in Vietnamese. */
export function readTaxCode(input: string): TaxCodeReading {
  const compact = input.replace(/[\s.]/g, "");
  if (compact === "") return { ok: false, message: "Vui lòng nhập mã số thuế." };
  const match = /^(\d{10})(?:-?(\d{3}))?$/.exec(compact);
  if (!match)
    return { ok: false, message: "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu “-” và 3 chữ số của chi nhánh. Ví dụ: 0100112437 hoặc 0100112437-001." };
  const [, main = "", branch] = match;
  if (main.slice(2, 9) === "0000000" || branch === "000")
    return { ok: false, message: "Mã số thuế này không tồn tại. Bạn hãy kiểm tra lại trên giấy đăng ký kinh doanh nhé." };
  if (taxCodeCheckDigit(main) !== Number(main[9])) {
    return { ok: false, message: "Mã số thuế không đúng (sai chữ số kiểm tra). Bạn hãy kiểm tra lại từng chữ số nhé." };
  }
  return { ok: true, taxCode: branch ? `${main}-${branch}` : main };
}
