import { z } from "zod";
import { isCinemaScoped, USER_ROLES } from "@hancine/contract/auth";
import { adminUserPatchSchema } from "@hancine/contract/back-office-users";

/** What the dialog says when staff or a manager has no cinema: for the form, and on the cinemas. */
export const NEEDS_CINEMA = { form: "Nhân viên và quản lý rạp cần được gán ít nhất một rạp.", cinemas: "Hãy chọn ít nhất một rạp." };

/**
 * The account dialog's two forms as the API's body (decision 069). The role form sends the role
 * and the cinemas ticked; a role without cinemas (customer, admin) sends none, so those it had are
 * taken away. Staff and managers need one at least, which the server says too: told before sending.
 * The access form (`access`: "lock" or "unlock") sends only whether the account is disabled.
 */
export const userEditFormSchema = z.preprocess((form: Record<string, unknown>, ctx) => {
  if (form.access !== undefined) return { disabled: form.access === "lock" };
  const role = USER_ROLES.find((known) => known === form.role);
  if (role === undefined) return { role: form.role };
  if (!isCinemaScoped(role)) return { role, cinemas: [] };
  if (form.cinemas === undefined) {
    ctx.addIssue({ code: "custom", path: ["cinemas"], message: NEEDS_CINEMA.cinemas, input: form.cinemas });
    ctx.addIssue({ code: "custom", path: [], message: NEEDS_CINEMA.form, input: form.cinemas });
  }
  return { role, cinemas: form.cinemas };
}, adminUserPatchSchema);
