import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { offlineCopySavedAt, type OfflineState } from "./keep-offline.ts";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { offlineVi } from "@hancine/contract/i18n/vi/offline";
import { MessagesProvider } from "#web/lib/i18n/messages.tsx";
import { KeptOfflineNote, OfflineCopyBanner } from "./offline-notice.tsx";

/**
 * What a customer reads above a ticket kept on the phone: that it is the copy, and when it was saved,
 * in the chain's time (UTC+7) on the 24-hour clock. 2026-11-30 15:05 UTC is 22:05 in Đà Nẵng.
 */

const SAVED_AT = "2026-11-30T15:05:00.000Z";

function shown(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: <MessagesProvider messages={compileCatalogue(offlineVi)}>{element}</MessagesProvider> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll("meta")) meta.remove();
});

describe("the offline copy's banner", () => {
  it("says the page is the copy kept on this phone, with the time it was saved, and links to the kept list", () => {
    shown(<OfflineCopyBanner state={{ kind: "copy", savedAt: SAVED_AT }} showListLink />);
    const banner = screen.getByRole("status");
    expect(banner.textContent).toContain("Bạn đang ngoại tuyến — vé đã lưu trên máy này");
    expect(banner.textContent).toContain("Bản lưu lúc 22:05 ngày 30/11/2026.");
    expect(screen.getByRole("link", { name: "Các vé đã lưu" }).getAttribute("href")).toBe("/account/ve-sap-xem");
  });

  it("shows nothing online, and the kept note only once kept", () => {
    const online: OfflineState = { kind: "online" };
    const { container } = shown(
      <>
        <OfflineCopyBanner state={online} />
        <KeptOfflineNote state={online} />
      </>,
    );
    expect(container.textContent).toBe("");
    shown(<KeptOfflineNote state={{ kind: "kept", savedAt: SAVED_AT }} />);
    expect(screen.getByText(/^Đã lưu trên máy này lúc 22:05 ngày 30\/11\/2026: bạn mở được trang này cả khi không có mạng\.$/)).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("reads the saved time from the meta the worker puts in the copy's head, and nothing else", () => {
    expect(offlineCopySavedAt()).toBeNull();
    const meta = document.createElement("meta");
    meta.name = "hancine-offline-copy";
    meta.content = "not a date";
    document.head.append(meta);
    expect(offlineCopySavedAt()).toBeNull();
    meta.content = SAVED_AT;
    expect(offlineCopySavedAt()).toBe(SAVED_AT);
  });
});
