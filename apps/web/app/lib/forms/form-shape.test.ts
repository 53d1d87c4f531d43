import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorAt, fromForm, groupOf, listOf, textOf } from "./form-shape.ts";

/** A contract-like schema: a required title whose empty and missing values are said differently, a price in đồng. */
const contract = z.object({
  title: z.string({ message: "Tiêu đề phải là chữ." }).trim().min(1, { message: "Vui lòng nhập tiêu đề." }),
  price: z.number({ message: "Giá phải là một số." }).positive({ message: "Giá phải lớn hơn 0 ₫." }),
  tags: z.array(z.string()).max(2, { message: "Tối đa 2 nhãn." }),
});
const form = fromForm(contract, (fields) => ({
  title: textOf(fields, "title"),
  price: Number(textOf(fields, "price").replace(/\./g, "")),
  tags: listOf(groupOf(fields, "meta"), "tags"),
}));

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("a form read by its own shape, checked by the contract", () => {
  it("reaches the contract as typed through Conform: an empty title is empty (not missing), '95.000' is 95000", () => {
    const empty = parseWithZod(
      formData([
        ["title", ""],
        ["price", "95.000"],
      ]),
      { schema: form },
    );
    expect(empty.status).toBe("error");
    expect(empty.reply().error).toEqual({ title: ["Vui lòng nhập tiêu đề."] });
    const filled = parseWithZod(
      formData([
        ["title", " Đêm phim "],
        ["price", "95.000"],
        ["meta.tags", "a"],
      ]),
      { schema: form },
    );
    expect(filled.status === "success" && filled.value).toEqual({ title: "Đêm phim", price: 95_000, tags: ["a"] });
  });

  it("puts the contract's issues on the form's fields by their paths, a list's entries under its name", () => {
    const wrong = parseWithZod(
      formData([
        ["title", "x"],
        ["price", "0"],
        ["meta.tags", "a"],
        ["meta.tags", "b"],
        ["meta.tags", "c"],
      ]),
      { schema: form },
    );
    expect(wrong.reply().error).toEqual({ price: ["Giá phải lớn hơn 0 ₫."], tags: ["Tối đa 2 nhãn."] });
  });

  it("answers a problem the reading found by itself alone, as a preprocess would", () => {
    const read = fromForm(contract, (_, ctx) => ctx.addIssue({ code: "custom", path: ["price"], message: "Giá chưa đọc được." }));
    expect(read.safeParse({}).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["price", "Giá chưa đọc được."]]);
  });

  it("finds the first error inside a field", () => {
    expect(errorAt({ "formats[1]": "Định dạng không hợp lệ." }, "formats")).toBe("Định dạng không hợp lệ.");
    expect(errorAt({ "copy.cta": "Vui lòng nhập nút hành động." }, "copy")).toBe("Vui lòng nhập nút hành động.");
    expect(errorAt({ formatsX: "…" }, "formats")).toBeUndefined();
  });
});
