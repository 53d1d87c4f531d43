import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { invoiceRequestSchema } from "@hancine/contract/invoice-request";
import { invoiceRequestFormSchema } from "./invoice-request-form.ts";

const TYPED = {
  orderId: "order-1",
  companyName: "Công ty Cổ phần  Sữa Việt Nam",
  taxCode: "0300588569",
  email: "KeToan@Vinamilk.example",
  address: "Số 10 Tân Trào, Quận 7",
};

function submitted(fields: Partial<typeof TYPED>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...TYPED, ...fields })) data.set(name, value);
  return parseWithZod(data, { schema: invoiceRequestFormSchema });
}

describe("the VAT invoice request form", () => {
  it("sends the company as the contract keeps it, for its order; the body alone passes the contract's strict schema", () => {
    const submission = submitted({});
    expect(submission.status === "success" && submission.value).toMatchObject({
      orderId: "order-1",
      companyName: "Công ty Cổ phần Sữa Việt Nam",
      email: "ketoan@vinamilk.example",
    });
    const { orderId: _order, ...body } = submission.status === "success" ? submission.value : { orderId: "" };
    expect(invoiceRequestSchema.safeParse(body).success).toBe(true);
  });

  it("checks each field with the contract's rule and words", () => {
    expect(submitted({ taxCode: "0300588596", companyName: "" }).reply().error).toEqual({
      companyName: ["Vui lòng nhập tên công ty."],
      taxCode: ["Mã số thuế không đúng (sai chữ số kiểm tra). Bạn hãy kiểm tra lại từng chữ số nhé."],
    });
  });

  it("refuses a field that is not the form's, like the contract", () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...TYPED, note: "?" })) data.set(name, value);
    expect(parseWithZod(data, { schema: invoiceRequestFormSchema }).status).toBe("error");
  });
});
