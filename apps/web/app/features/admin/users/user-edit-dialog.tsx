import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { isCinemaScoped, USER_ROLES, type UserRole } from "@hancine/contract/auth";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { AdminUser } from "@hancine/contract/back-office-users";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { ROLE_LABEL } from "../shell/admin-nav.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { ResetFactorsSection } from "./reset-factors-section.tsx";
import { userEditFormSchema } from "./user-edit-form.ts";

const ROLE_HINTS: Record<UserRole, string> = {
  customer: "Mua vé trên trang khách; không vào trang quản trị.",
  staff: "Soát vé và tra đơn ở các rạp được gán.",
  manager: "Điều hành các rạp được gán: lịch chiếu, giá vé, đơn hàng.",
  admin: "Toàn chuỗi: phim, người dùng, lịch ngày lễ; không gán rạp.",
};

type Props = {
  user: AdminUser;
  cinemas: AdminCinema[];
  /** The signed-in admin: they cannot demote or disable themself. */
  selfId: string;
  onClose: () => void;
  onSaved: (user: AdminUser, message: string) => void;
};

/**
 * An account's role, cinemas and whether it may sign in. Disabling asks first: it signs the person
 * out everywhere at once. The role form and the access buttons are forms sent to the account's form
 * route (decision 069), which reads the list again.
 */
export function UserEditDialog({ user, cinemas, selfId, onClose, onSaved }: Props) {
  const [role, setRole] = useState<UserRole>(user.role);
  const [chosen, setChosen] = useState<string[]>(user.cinemas.map((c) => c.slug));
  const [confirmDisable, setConfirmDisable] = useState(false);
  const action = href("/form/admin/users/:id", { id: user.id });
  const edit = useContractForm({
    schema: userEditFormSchema,
    action,
    onSuccess: (saved: AdminUser) =>
      onSaved(saved, `Đã cập nhật ${saved.fullName}: ${ROLE_LABEL[saved.role]}${isCinemaScoped(saved.role) ? ` ở ${saved.cinemas.length} rạp` : ""}.`),
  });
  const access = useContractForm({
    schema: userEditFormSchema,
    action,
    onSuccess: (saved: AdminUser) => onSaved(saved, saved.disabled ? `Đã khoá tài khoản ${saved.email}.` : `Đã mở khoá tài khoản ${saved.email}.`),
  });
  // A refused lock goes back to the question's start; the server's words are in the dialog's alert.
  useEffect(() => {
    if (access.answer && !access.answer.ok) setConfirmDisable(false);
  }, [access.answer]);
  const busy = edit.busy || access.busy;
  const self = user.id === selfId;
  const scoped = isCinemaScoped(role);

  const toggle = (slug: string, on: boolean) => setChosen((list) => (on ? [...list, slug] : list.filter((s) => s !== slug)));

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Sửa tài khoản ${user.fullName}`} description={user.email} size="lg">
      <edit.Form {...edit.formProps}>
        <fieldset>
          <legend className="text-sm font-bold text-night-900">Vai trò</legend>
          {self ? <p className="mt-1 text-sm text-slate-600">Bạn không thể tự hạ vai trò hay tự khoá tài khoản của mình.</p> : null}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {USER_ROLES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-2 rounded-card border border-slate-200 p-2.5 has-[:checked]:border-night-900 has-[:checked]:bg-mist has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  disabled={self && value !== "admin"}
                  onChange={() => setRole(value)}
                  className="mt-1 size-4 accent-night-900"
                />
                <span>
                  <span className="block font-bold text-night-900">{ROLE_LABEL[value]}</span>
                  <span className="block text-sm text-slate-600">{ROLE_HINTS[value]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {scoped ? (
          <fieldset className="mt-4" aria-describedby={edit.errors.cinemas ? "user-cinemas-error" : undefined}>
            <legend className="text-sm font-bold text-night-900">Rạp phụ trách ({chosen.length})</legend>
            <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-card border border-slate-200 p-2 sm:grid-cols-2">
              {cinemas.map((cinema) => (
                <label key={cinema.slug} className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1.5 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name="cinemas"
                    value={cinema.slug}
                    checked={chosen.includes(cinema.slug)}
                    onChange={(e) => toggle(cinema.slug, e.target.checked)}
                    className="size-4 accent-night-900"
                  />
                  <span className="text-sm">
                    {cinema.name} <span className="text-slate-600">· {cinema.city}</span>
                  </span>
                </label>
              ))}
            </div>
            {edit.errors.cinemas ? (
              <p id="user-cinemas-error" className="mt-1.5 text-sm text-red-700">
                {edit.errors.cinemas}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            {ROLE_LABEL[role]} không được gán rạp{user.cinemas.length > 0 ? `: ${user.cinemas.length} rạp hiện có sẽ được bỏ.` : "."}
          </p>
        )}
        <div className="mt-4">
          <FormAlert message={edit.message ?? access.message} />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          <Link to={adminPaths.audit({ entity: "user", id: user.id })} className="mr-auto text-sm font-medium text-blue-700 underline">
            Nhật ký tài khoản
          </Link>
          <button type="button" className={buttonClass("ghost", "border border-slate-300")} onClick={onClose}>
            Đóng
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            Lưu thay đổi
          </button>
        </div>
      </edit.Form>

      <section aria-labelledby="user-access" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="user-access" className="font-bold text-night-900">
          Đăng nhập
        </h3>
        {user.disabled ? (
          <access.Form {...access.formProps} className="mt-2 flex flex-wrap items-center gap-3">
            <p className="mr-auto text-sm text-slate-700">Tài khoản đang bị khoá: không đăng nhập được.</p>
            <input type="hidden" name="access" value="unlock" />
            <button type="submit" className={buttonClass("secondary")} disabled={busy}>
              Mở khoá tài khoản
            </button>
          </access.Form>
        ) : confirmDisable ? (
          <div
            role="alertdialog"
            aria-labelledby="disable-question"
            aria-describedby="disable-effect"
            className="mt-2 rounded-card border border-red-200 bg-red-50 p-3"
          >
            <p id="disable-question" className="font-bold text-red-900">
              Khoá tài khoản {user.email}?
            </p>
            <p id="disable-effect" className="mt-1 text-sm text-red-900">
              Người này bị đăng xuất khỏi mọi thiết bị ngay và không đăng nhập được cho đến khi được mở khoá.
            </p>
            <access.Form {...access.formProps} className="mt-3 flex gap-2">
              <input type="hidden" name="access" value="lock" />
              <button type="submit" autoFocus className={buttonClass("secondary", "bg-red-700 hover:bg-red-800")} disabled={busy}>
                Khoá tài khoản
              </button>
              <button type="button" className={buttonClass("ghost", "border border-slate-300 bg-white")} onClick={() => setConfirmDisable(false)}>
                Thôi
              </button>
            </access.Form>
          </div>
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="mr-auto text-sm text-slate-700">Tài khoản đang hoạt động.</p>
            <button
              type="button"
              className={buttonClass("ghost", "border border-red-300 text-red-700")}
              disabled={self}
              onClick={() => setConfirmDisable(true)}
            >
              Khoá tài khoản…
            </button>
          </div>
        )}
      </section>
      <ResetFactorsSection user={user} self={self} onReset={onSaved} />
    </Modal>
  );
}
