import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { roomSettingsFormSchema } from "./room-settings-form.ts";

/** The form's two fields as the browser sends them, read as Conform reads them. */
function read(name: string, cleaningMinutes: string) {
  const form = new FormData();
  form.append("name", name);
  form.append("cleaningMinutes", cleaningMinutes);
  return parseWithZod(form, { schema: roomSettingsFormSchema });
}

describe("the room's settings form", () => {
  it("sends the name and the cleaning time in minutes", () => {
    const saved = read(" Phòng 5 ", "15");
    expect(saved.status === "success" && saved.value).toEqual({ name: "Phòng 5", cleaningMinutes: 15 });
    const none = read("Phòng 5", "0");
    expect(none.status === "success" && none.value).toEqual({ name: "Phòng 5", cleaningMinutes: 0 });
  });

  it("asks for a name that was emptied, in the contract's words", () => {
    expect(read("", "15").reply().error).toEqual({ name: ["Bạn hãy nhập tên phòng."] });
    expect(read("   ", "15").reply().error).toEqual({ name: ["Bạn hãy nhập tên phòng."] });
  });

  it("refuses an emptied or wrong cleaning time in the contract's words", () => {
    expect(read("Phòng 5", "").reply().error).toEqual({ cleaningMinutes: ["Thời gian dọn phòng phải là một số phút."] });
    expect(read("Phòng 5", "2.5").reply().error).toEqual({ cleaningMinutes: ["Thời gian dọn phòng phải là số phút nguyên."] });
    expect(read("Phòng 5", "-5").reply().error).toEqual({ cleaningMinutes: ["Thời gian dọn phòng không được âm."] });
    expect(read("Phòng 5", "61").reply().error).toEqual({ cleaningMinutes: ["Thời gian dọn phòng tối đa 60 phút."] });
  });
});
