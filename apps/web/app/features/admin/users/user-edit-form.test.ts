import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NEEDS_CINEMA, userEditFormSchema } from "./user-edit-form.ts";

/** A form's fields as the browser sends them, read as Conform reads them. */
function read(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: userEditFormSchema });
}

describe("the account dialog's role form", () => {
  it("sends the role and the cinemas ticked, one or more", () => {
    const one = read([
      ["role", "manager"],
      ["cinemas", "hancine-song-han"],
    ]);
    expect(one.status === "success" && one.value).toEqual({ role: "manager", cinemas: ["hancine-song-han"] });
    const two = read([
      ["role", "staff"],
      ["cinemas", "hancine-song-han"],
      ["cinemas", "hancine-son-tra"],
    ]);
    expect(two.status === "success" && two.value).toEqual({ role: "staff", cinemas: ["hancine-song-han", "hancine-son-tra"] });
  });

  it("takes the cinemas away from a role that has none", () => {
    for (const role of ["customer", "admin"]) {
      const saved = read([
        ["role", role],
        ["cinemas", "hancine-song-han"],
      ]);
      expect(saved.status === "success" && saved.value).toEqual({ role, cinemas: [] });
    }
  });

  it("asks staff and managers for a cinema, for the form and on the cinemas", () => {
    expect(read([["role", "manager"]]).reply().error).toEqual({ "": [NEEDS_CINEMA.form], cinemas: [NEEDS_CINEMA.cinemas] });
  });
});

describe("the account dialog's access form", () => {
  it("locks or unlocks, nothing else", () => {
    const lock = read([["access", "lock"]]);
    expect(lock.status === "success" && lock.value).toEqual({ disabled: true });
    const unlock = read([["access", "unlock"]]);
    expect(unlock.status === "success" && unlock.value).toEqual({ disabled: false });
  });
});
