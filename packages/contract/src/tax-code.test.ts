import { describe, expect, it } from "vitest";
import { readTaxCode, taxCodeCheckDigit } from "./tax-code.ts";

/*
 * Real MSTs of well-known Vietnamese companies, as printed on their invoices and in the national
 * business register (and the examples of python-stdnum's stdnum/vn/mst.py: 0100233488 valid,
 * 0314409058-002 valid, 0100233480 invalid).
 */
const KNOWN = [
  ["Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)", "0100112437"],
  ["Công ty Cổ phần Sữa Việt Nam (Vinamilk)", "0300588569"],
  ["Công ty Cổ phần FPT", "0101248141"],
  ["Tập đoàn Công nghiệp – Viễn thông Quân đội (Viettel)", "0100109106"],
  ["Tập đoàn Vingroup", "0101245486"],
  ["Tập đoàn Xăng dầu Việt Nam (Petrolimex), check digit 0", "0100107370"],
  ["Công ty Cổ phần Tập đoàn Hòa Phát", "0900189284"],
  ["python-stdnum's example", "0100233488"],
] as const;

describe("MST (mã số thuế) check digit", () => {
  it.each(KNOWN)("accepts %s: %s", (_name, mst) => {
    expect(readTaxCode(mst)).toEqual({ ok: true, taxCode: mst });
  });

  it("works the weights out by hand for Vietcombank's 0100112437", () => {
    // 0·31 + 1·29 + 0·23 + 0·19 + 1·17 + 1·13 + 2·7 + 4·5 + 3·3 = 102; 102 mod 11 = 3; 10 − 3 = 7.
    expect(taxCodeCheckDigit("010011243")).toBe(7);
  });

  it("accepts a branch (10 digits, '-', 3 digits) and spaces or dots as people type them", () => {
    expect(readTaxCode("0314409058-002")).toEqual({ ok: true, taxCode: "0314409058-002" });
    expect(readTaxCode("0314409058002")).toEqual({ ok: true, taxCode: "0314409058-002" });
    expect(readTaxCode(" 01.00.112.437 ")).toEqual({ ok: true, taxCode: "0100112437" });
  });

  it("refuses a wrong check digit, two swapped digits, a wrong length, letters, branch 000 and a zero sequence", () => {
    expect(readTaxCode("0100233480")).toMatchObject({ ok: false, message: expect.stringContaining("chữ số kiểm tra") });
    expect(readTaxCode("0100112438")).toMatchObject({ ok: false });
    expect(readTaxCode("0300588596")).toMatchObject({ ok: false }); // Vinamilk with its last two digits swapped
    expect(readTaxCode("010011243")).toMatchObject({ ok: false, message: expect.stringContaining("10 chữ số") });
    expect(readTaxCode("01001124371")).toMatchObject({ ok: false });
    expect(readTaxCode("01001124AB")).toMatchObject({ ok: false });
    expect(readTaxCode("0100112437-000")).toMatchObject({ ok: false, message: expect.stringContaining("không tồn tại") });
    expect(readTaxCode("")).toEqual({ ok: false, message: "Vui lòng nhập mã số thuế." });
  });

  it("has no valid MST when the sum leaves 0 (10 − 0 = 10)", () => {
    // 0·31 + 1·29 + 0·… + 5·3 = 44, a multiple of 11: 10 − 0 = 10 is no digit, so no MST starts 010000005.
    expect(taxCodeCheckDigit("010000005")).toBeNull();
    expect(readTaxCode("0100000050")).toMatchObject({ ok: false });
  });
});
