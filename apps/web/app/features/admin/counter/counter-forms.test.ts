import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { closeShiftForm, counterRefundForm, openShiftForm, PARTIAL_COUNTER_REFUNDS } from "./counter-forms.ts";

/** A counter form's fields as the browser sends them, read as Conform reads them. */
function read<S extends z.ZodType>(schema: S, fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema });
}

describe("the counter's forms", () => {
  it("read money as the cashier types it, and refuse an empty or broken amount in the contract's words", () => {
    const open = read(openShiftForm, [
      ["cinema", "hancine-song-han"],
      ["openingFloat", "1.500.000"],
    ]);
    expect(open.status === "success" && open.value).toEqual({ cinema: "hancine-song-han", openingFloat: 1_500_000 });
    const empty = read(closeShiftForm, [["countedCash", ""]]);
    expect(empty.status === "error" && empty.error).toEqual({ countedCash: ["Tiền đếm được phải là một số tiền (đồng)."] });
    const broken = read(closeShiftForm, [["countedCash", "12,5k"]]);
    expect(broken.status).toBe("error");
  });

  it("send a manager's approval only when one is typed, and check it", () => {
    const manager = read(counterRefundForm, [
      ["shiftId", "sh-1"],
      ["reason", "  Khách đổi ý "],
    ]);
    expect(manager.status === "success" && manager.value).toEqual({ shiftId: "sh-1", reason: "Khách đổi ý" });
    const staff = read(counterRefundForm, [
      ["shiftId", "sh-1"],
      ["reason", "Khách đổi ý"],
      ["approval.email", " QuanLy@HanCine.vn "],
      ["approval.pin", "246813"],
    ]);
    expect(staff.status === "success" && staff.value).toEqual({
      shiftId: "sh-1",
      reason: "Khách đổi ý",
      approval: { email: "quanly@hancine.vn", pin: "246813" },
    });
    const shortPin = read(counterRefundForm, [
      ["shiftId", "sh-1"],
      ["reason", "Khách đổi ý"],
      ["approval.email", "quanly@hancine.vn"],
      ["approval.pin", "12"],
    ]);
    expect(shortPin.status === "error" && shortPin.error).toEqual({ "approval.pin": ["Mã PIN quầy gồm 6–8 chữ số."] });
  });

  it("send the tickets chosen only once the server refunds chosen tickets (never a silent whole refund of a part)", () => {
    const chosen = read(counterRefundForm, [
      ["shiftId", "sh-1"],
      ["reason", "Trả một vé"],
      ["ticketIds", "t-1"],
    ]);
    expect(chosen.status).toBe("success");
    const value = chosen.status === "success" ? (chosen.value as Record<string, unknown>) : {};
    expect(value.ticketIds).toEqual(PARTIAL_COUNTER_REFUNDS ? ["t-1"] : undefined);
  });
});
