import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ComponentProps } from "react";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { MessagesProvider } from "#web/lib/i18n/messages.tsx";
import { RecoveryCodesPanel as Panel } from "./recovery-codes-panel.tsx";

/** The panel with the Vietnamese page's words (decision 096). */
const RecoveryCodesPanel = (props: ComponentProps<typeof Panel>) => (
  <MessagesProvider messages={messagesFor("vi", ["account-page"])}>
    <Panel {...props} />
  </MessagesProvider>
);

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i + 2}k`);

describe("the recovery codes, shown once", () => {
  it("lists the ten codes, takes the focus to its heading, and goes on only once the person says they kept them", () => {
    const onContinue = vi.fn();
    render(<RecoveryCodesPanel codes={CODES} email="lan@hancine.vn" continueLabel="Tiếp tục" onContinue={onContinue} />);
    expect(screen.getByRole("list", { name: "Mười mã khôi phục" }).querySelectorAll("li")).toHaveLength(10);
    expect(screen.getByRole("heading", { name: "Lưu mã khôi phục của bạn" })).toBe(document.activeElement);
    const goOn = screen.getByRole("button", { name: "Tiếp tục" });
    expect(goOn).toHaveProperty("disabled", true);
    fireEvent.click(goOn);
    expect(onContinue).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Tôi đã lưu mã khôi phục" }));
    expect(goOn).toHaveProperty("disabled", false);
    fireEvent.click(goOn);
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("copies the codes with the account and says so", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<RecoveryCodesPanel codes={CODES} email="lan@hancine.vn" continueLabel="Xong" onContinue={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Sao chép" }));
    expect(await screen.findByText("Đã sao chép 10 mã khôi phục.")).toBeTruthy();
    expect(writeText.mock.calls[0]![0]).toContain("Tài khoản: lan@hancine.vn");
    expect(writeText.mock.calls[0]![0]).toContain("10. abcde-fgh11k");
  });
});
