import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@hancine/contract/back-office-users";
import { ResetFactorsSection } from "./reset-factors-section.tsx";

const USER: AdminUser = {
  id: "0b8f1c7e-2d3a-4f5b-8c9d-0e1f2a3b4c5d",
  email: "lan.nv@hancine.vn",
  fullName: "Nguyễn Thị Lan",
  phone: "+84905123456",
  role: "staff",
  cinemas: [{ slug: "hancine-song-han", name: "HanCine Sông Hàn" }],
  disabled: false,
  disabledAt: null,
  createdAt: "2026-11-01T03:00:00.000Z",
  mfaEnrolled: true,
};

afterEach(() => vi.unstubAllGlobals());

describe("an admin resets a person's lost second factor", () => {
  it("asks first, then sends the reset and says what happened", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ result: { user: { ...USER, mfaEnrolled: false }, removed: { totp: true, passkeys: 1, recoveryCodes: 10 }, sessionsEnded: 2 } }),
          {
            headers: { "content-type": "application/json" },
          },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    const onReset = vi.fn();
    render(<ResetFactorsSection user={USER} self={false} onReset={onReset} />);
    fireEvent.click(screen.getByRole("button", { name: "Đặt lại bước xác minh…" }));
    expect(screen.getByRole("alertdialog", { name: "Đặt lại bước xác minh của lan.nv@hancine.vn?" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Đặt lại" }));
    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith(`/api/v1/admin/users/${USER.id}/mfa/reset`, expect.objectContaining({ method: "POST" }));
    expect(onReset.mock.calls[0]![1]).toBe("Đã đặt lại bước xác minh của lan.nv@hancine.vn: đăng xuất 2 thiết bị, đã gửi e-mail báo.");
  });

  it("not for one's own account; nothing to reset without a factor; a refusal is said in the server's words", async () => {
    const { unmount } = render(<ResetFactorsSection user={USER} self onReset={() => {}} />);
    expect(screen.getByRole("button", { name: "Đặt lại bước xác minh…" })).toHaveProperty("disabled", true);
    unmount();
    const { unmount: again } = render(<ResetFactorsSection user={{ ...USER, mfaEnrolled: false }} self={false} onReset={() => {}} />);
    expect(screen.queryByRole("button", { name: "Đặt lại bước xác minh…" })).toBeNull();
    expect(screen.getByText(/Chưa thiết lập/)).toBeTruthy();
    again();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "FORBIDDEN", message: "Bạn không có quyền thực hiện thao tác này." } }), { status: 403 })),
    );
    render(<ResetFactorsSection user={USER} self={false} onReset={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Đặt lại bước xác minh…" }));
    fireEvent.click(screen.getByRole("button", { name: "Đặt lại" }));
    expect(await screen.findByText("Bạn không có quyền thực hiện thao tác này.")).toBeTruthy();
  });
});
