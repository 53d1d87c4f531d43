import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NO_TICKET_CHOSEN, refundFormSchema } from "./refund-form.ts";

/** The dialog's fields as the browser sends them, read as Conform reads them. */
function read(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: refundFormSchema });
}

describe("the refund dialog's form", () => {
  it("refunds the whole order without tickets, whatever was ticked before", () => {
    const whole = read([
      ["scope", "whole"],
      ["reason", "  Khách báo ốm "],
    ]);
    expect(whole.status).toBe("success");
    expect(whole.status === "success" && whole.value).toEqual({ reason: "Khách báo ốm" });
  });

  it("sends the tickets ticked, one or more", () => {
    const one = read([
      ["scope", "tickets"],
      ["ticketIds", "t1"],
      ["reason", "Trả một vé"],
    ]);
    expect(one.status === "success" && one.value).toEqual({ reason: "Trả một vé", ticketIds: ["t1"] });
    const two = read([
      ["scope", "tickets"],
      ["ticketIds", "t1"],
      ["ticketIds", "t2"],
      ["reason", "Trả hai vé"],
    ]);
    expect(two.status === "success" && two.value).toEqual({ reason: "Trả hai vé", ticketIds: ["t1", "t2"] });
  });

  it("asks for a ticket when 'Một số vé' has none ticked", () => {
    expect(
      read([
        ["scope", "tickets"],
        ["reason", "Trả một vé"],
      ]).reply().error,
    ).toEqual({ ticketIds: [NO_TICKET_CHOSEN] });
  });

  it("says the contract's words for a reason left empty or too short", () => {
    expect(
      read([
        ["scope", "whole"],
        ["reason", ""],
      ]).reply().error,
    ).toEqual({ reason: ["Hãy ghi lý do hoàn tiền (ít nhất 3 ký tự)."] });
    expect(
      read([
        ["scope", "whole"],
        ["reason", " ab "],
      ]).reply().error,
    ).toEqual({ reason: ["Hãy ghi lý do hoàn tiền (ít nhất 3 ký tự)."] });
  });
});
