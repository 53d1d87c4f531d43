import { describe, expect, it } from "vitest";
import { actionLabel, diffRows } from "./audit-diff.ts";

describe("an audit entry's before and after", () => {
  it("reads a price table's changed cells as labelled prices", () => {
    expect(
      diffRows("price_rules", { "2D/vip/weekend/evening": 95_000 }, { "2D/vip/weekend/evening": 100_000, "IMAX/standard/holiday/morning": 140_000 }),
    ).toEqual([
      { field: "2D/vip/weekend/evening", label: "2D · Ghế VIP · Cuối tuần · Từ 18:00", before: "95.000\u00a0₫", after: "100.000\u00a0₫", changed: true },
      { field: "IMAX/standard/holiday/morning", label: "IMAX · Ghế thường · Ngày lễ · Trước 12:00", before: null, after: "140.000\u00a0₫", changed: true },
    ]);
  });

  it("flags only the account fields that changed", () => {
    const names = { cinemas: { "hancine-song-han": "HanCine Sông Hàn" } };
    const rows = diffRows(
      "user",
      { role: "customer", cinemas: [], disabled: false },
      { role: "manager", cinemas: ["hancine-song-han", "hancine-cu"], disabled: false },
      names,
    );
    expect(rows.map((r) => [r.label, r.before, r.after, r.changed])).toEqual([
      ["Vai trò", "Khách hàng", "Quản lý rạp", true],
      ["Rạp phụ trách", "(không có)", "HanCine Sông Hàn, hancine-cu", true],
      ["Trạng thái", "Hoạt động", "Hoạt động", false],
    ]);
  });

  it("shows a removed holiday and an unknown action as they are", () => {
    expect(diffRows("holiday", { name: "Quốc khánh" }, null)).toEqual([{ field: "name", label: "Tên", before: "Quốc khánh", after: null, changed: true }]);
    expect(actionLabel("film.archive")).toBe("film.archive");
    expect(actionLabel("user.disable")).toBe("Khoá tài khoản");
  });
});
