import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { createProfileSchema } from "@hancine/contract/auth";
import { profileChangesOf, profileFormSchema } from "./profile-changes.ts";

const TODAY = () => "2026-11-23";
const schema = profileFormSchema(TODAY);
const SHOWN = { fullName: "Nguyễn Văn An", phone: "0905 123 456", dateOfBirth: "09/09/1999" };

/** The form as the browser sends it: the inputs as typed, and what they showed (hidden fields). */
function submitted(entered: Partial<typeof SHOWN>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...SHOWN, ...entered })) data.set(name, value);
  for (const [name, value] of Object.entries(SHOWN)) data.set(`shown.${name}`, value);
  return parseWithZod(data, { schema });
}

describe("the profile form's changes", () => {
  it("sends only the field the person changed, as the contract makes it (the phone in E.164)", () => {
    const submission = submitted({ phone: "0912 888 999" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ phone: "+84912888999" });
    // What is sent passes PATCH /me's own schema (strict: no hidden field goes along).
    expect(createProfileSchema(TODAY).safeParse(submission.status === "success" && submission.value).success).toBe(true);
  });

  it("says the contract's 'nothing changed' for the whole form when every input still shows the saved value", () => {
    const submission = submitted({});
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ "": ["Bạn chưa thay đổi thông tin nào."] });
  });

  it("checks a changed field with the contract's rule and words", () => {
    expect(submitted({ phone: "0281234567" }).reply().error).toEqual({ phone: ["Số điện thoại di động Việt Nam không hợp lệ. Ví dụ đúng: 0912 345 678."] });
    expect(submitted({ dateOfBirth: "31/02/1999" }).reply().error).toEqual({ dateOfBirth: ["Ngày sinh không tồn tại trên lịch."] });
  });

  it("reads an emptied field as asking to remove the value, which the contract refuses: not as unchanged", () => {
    expect(profileChangesOf({ ...SHOWN, fullName: "", shown: SHOWN })).toEqual({ fullName: null });
    expect(submitted({ fullName: "" }).reply().error).toEqual({ fullName: ["Vui lòng nhập họ và tên."] });
  });
});
