import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { shots } from "./helpers/screenshots.ts";
import { buyTwoSeatsOnGateway, signUpCustomer } from "./helpers/booking.ts";
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_MANAGER,
  DEMO_URL,
  MANAGER_CINEMA,
  demoTotpCode,
  freshTotpCode,
  signedInPage,
  signInRequest,
  daysAhead,
} from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";
import { api, scheduleOf } from "./helpers/scheduler.ts";

/**
 * Issue 33 in the browser, on the suite's development server: a new staff account is sent to set up
 * its second factor, enrols a passkey in Chromium's virtual authenticator (CDP WebAuthn domain),
 * keeps its recovery codes and signs in with the passkey; an authenticator app; a recovery code once;
 * the devices list ending another session; the step-up dialog on a refund.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);
test.use({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });

const PASSWORD = "XemPhimVui2026!";
const staff = { email: "", password: PASSWORD, totpSecret: "" };
let recoveryCodes: string[] = [];
let first: { context: BrowserContext; page: Page; errors: string[] };

/** A customer of our own made staff of the demo manager's cinema by the demo admin, through the back office's API. */
async function newStaffAccount(browser: Browser): Promise<string> {
  const signup = await browser.newContext({ baseURL: DEMO_URL });
  const email = await signUpCustomer(await signup.newPage(), DEMO_URL);
  await signup.close();
  const admin = await signedInPage(browser, DEMO_ADMIN);
  const found = await api<{ items: { id: string }[] }>(admin.page, `/admin/users?q=${encodeURIComponent(email)}`);
  await api(admin.page, `/admin/users/${found.items[0]!.id}`, { method: "PATCH", data: { role: "staff", cinemas: [MANAGER_CINEMA] } });
  await admin.context.close();
  return email;
}

async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The sign-in dialog's first step, opened as the back office sends a visitor there. */
async function typePassword(page: Page) {
  await gotoHydrated(page, "/?login=1&next=/admin");
  const login = page.getByRole("dialog", { name: "Đăng nhập" });
  await login.getByLabel("Email").fill(staff.email);
  await login.getByLabel("Mật khẩu", { exact: true }).fill(staff.password);
  await login.getByRole("button", { name: "Đăng nhập", exact: true }).click();
}

async function signOut(page: Page) {
  const answer = await page.request.post(`${DEMO_URL}/api/v1/auth/logout`, { headers: { origin: DEMO_URL } });
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await page.request.get(`${DEMO_URL}/api/v1/auth/me`)).status(), "signed out").toBe(401);
}

test("a new staff account is sent to set up a passkey, keeps its recovery codes, and signs in with the passkey", async ({ browser }, testInfo) => {
  staff.email = await newStaffAccount(browser);
  first = await newBrowser(browser);
  const { context, page } = first;
  // Chromium's virtual authenticator: a platform passkey with user verification, always present.
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await typePassword(page);
  await expect(page).toHaveURL(/\/account\/bao-mat\?next=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Bật xác minh hai bước" })).toBeVisible();
  // The back office stays closed meanwhile.
  expect((await page.request.get(`${DEMO_URL}/api/v1/admin/cinemas`)).status()).toBe(403);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "enrolment");

  await page.getByRole("button", { name: /Khoá truy cập \(passkey\)/ }).click();
  await page.getByLabel("Tên khoá (không bắt buộc)").fill("Máy tính ở quầy");
  await page.getByRole("button", { name: "Tạo khoá truy cập" }).click();
  const panel = page.getByRole("region", { name: "Lưu mã khôi phục của bạn" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Lưu mã khôi phục của bạn" })).toBeFocused();
  const list = panel.getByRole("list", { name: "Mười mã khôi phục" });
  recoveryCodes = (await list.getByRole("listitem").allInnerTexts()).map((text) => /[a-z0-9]{5}-[a-z0-9]{5}/.exec(text)![0]);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  const goOn = panel.getByRole("button", { name: "Tiếp tục" });
  await expect(goOn).toBeDisabled();
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Tải về (.txt)" }).click();
  expect((await download).suggestedFilename()).toBe("hancine-ma-khoi-phuc.txt");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "recovery-codes");
  await panel.getByRole("checkbox", { name: "Tôi đã lưu mã khôi phục" }).check();
  await goOn.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Mục quản trị" })).toBeVisible();

  // Signed out and in again: the password, then the passkey.
  await signOut(page);
  await typePassword(page);
  const step = page.getByRole("dialog", { name: "Xác minh bước hai" });
  await expect(step.getByRole("button", { name: "Dùng khoá truy cập (passkey)" })).toBeVisible();
  await expect(step.getByRole("textbox", { name: "Mã khôi phục" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "second-step", { fullPage: false });
  await step.getByRole("button", { name: "Dùng khoá truy cập (passkey)" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Mục quản trị" })).toBeVisible();
  expect(first.errors).toEqual([]);
});

test("a recovery code signs in once", async ({ browser }) => {
  const { context, page, errors } = await newBrowser(browser);
  const useCode = async (code: string) => {
    await typePassword(page);
    const step = page.getByRole("dialog", { name: "Xác minh bước hai" });
    await step.getByRole("textbox", { name: "Mã khôi phục" }).fill(code.toUpperCase());
    await step.getByRole("button", { name: "Xác minh và đăng nhập" }).click();
    return step;
  };
  await useCode(recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Mục quản trị" })).toBeVisible();
  await signOut(page);
  const step = await useCode(recoveryCodes[0]!);
  await expect(step.getByRole("form", { name: "Xác minh bằng mã khôi phục" }).getByRole("alert")).toContainText("Mã khôi phục không đúng hoặc đã được dùng.");
  await step.getByRole("textbox", { name: "Mã khôi phục" }).fill(recoveryCodes[1]!);
  await step.getByRole("button", { name: "Xác minh và đăng nhập" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(errors).toEqual([]);
  await context.close();
});

test("an authenticator app is added on the security page, and its code signs in", async ({ browser }, testInfo) => {
  const { page } = first;
  await gotoHydrated(page, "/account/bao-mat");
  const app = page.getByRole("region", { name: "Ứng dụng xác thực" });
  await app.getByRole("button", { name: "Thiết lập" }).click();
  await expect(page.getByRole("img", { name: "Mã QR để thêm tài khoản HanCine vào ứng dụng xác thực" })).toBeVisible();
  const grouped = await app.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText();
  staff.totpSecret = grouped.replaceAll(" ", "");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "totp-setup");
  await app.getByRole("textbox", { name: "Mã xác thực (6 chữ số)" }).fill(await freshTotpCode(staff.totpSecret, staff.email));
  await app.getByRole("button", { name: "Bật xác minh bằng ứng dụng" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã thêm ứng dụng xác thực." })).toBeVisible();
  await expect(app).toContainText("Đang bật");

  // Another browser: the password, then the app's code typed in the dialog.
  const other = await newBrowser(browser);
  await typePassword(other.page);
  const step = other.page.getByRole("dialog", { name: "Xác minh bước hai" });
  // With an app, its code comes first; the passkey and a recovery code are still offered.
  await expect(step.getByRole("button", { name: "Dùng khoá truy cập (passkey)" })).toBeVisible();
  await expect(step.getByRole("button", { name: "Dùng mã khôi phục" })).toBeVisible();
  const code = step.getByRole("textbox", { name: "Mã xác thực (6 chữ số)" });
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(await freshTotpCode(staff.totpSecret, staff.email));
  await step.getByRole("button", { name: "Xác minh và đăng nhập" }).click();
  await expect(other.page).toHaveURL(/\/admin$/);
  expect(other.errors).toEqual([]);
  await other.context.close();
});

test("the security page lists the signed-in devices and ends another one's session", async ({ browser }, testInfo) => {
  const { page, errors } = first;
  const other = await browser.newContext({ baseURL: DEMO_URL });
  await signInRequest(other.request, staff);
  expect((await other.request.get(`${DEMO_URL}/api/v1/admin/cinemas`)).status()).toBe(200);

  await gotoHydrated(page, "/account/bao-mat");
  const devices = page.getByRole("region", { name: "Thiết bị đang đăng nhập" });
  const items = devices.getByRole("listitem");
  await expect(items.filter({ hasText: "Thiết bị này" })).toHaveCount(1);
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  await expect(items.first()).toContainText(/Mạng nội bộ|Không rõ|Việt Nam/);
  await expect(devices.getByRole("button", { name: /^Đăng xuất / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "security-page");

  await devices.getByRole("button", { name: "Đăng xuất khỏi mọi thiết bị khác" }).click();
  await expect(devices.getByRole("status")).toContainText(/Đã đăng xuất \d+ thiết bị khác\./);
  await expect(items).toHaveCount(1);
  expect((await other.request.get(`${DEMO_URL}/api/v1/auth/me`)).status()).toBe(401);
  expect(errors).toEqual([]);
  await other.close();
  await first.context.close();
});

test("a refund above REFUND_STEP_UP_VND, with a proof older than 10 minutes, asks for the second factor again, then is made", async ({ browser }, testInfo) => {
  // The demo customer pays two seats of a showtime of its own (as the order desk's spec does).
  const day = daysAhead(12);
  const manager = await signedInPage(browser, DEMO_MANAGER);
  const programme = await scheduleOf(manager.page, day);
  const film = programme.films.find((f) => f.releaseDate <= day && f.durationMinutes <= 150)!;
  const created = await api<{ id: string }>(manager.page, "/admin/showtimes", {
    method: "POST",
    data: { filmId: film.id, auditoriumId: programme.rooms.at(-1)!.id, startsAt: `${day}T13:00:00+07:00`, format: "2D", language: "Phụ đề" },
  });
  const buyer = await signedInPage(browser, DEMO_CUSTOMER);
  const order = await buyTwoSeatsOnGateway(buyer.page, created.id);
  await buyer.context.close();

  // Eleven minutes on, by the server's clock: the manager's proof is too old for money.
  const later = Date.now() + 11 * 60_000;
  expect((await manager.page.request.put(`${DEMO_URL}/dev/clock`, { data: { at: new Date(later).toISOString() } })).status()).toBe(200);
  try {
    const { page, errors } = manager;
    await gotoHydrated(page, `/admin/orders/${order.code}`);
    await page.getByRole("button", { name: "Hoàn tiền" }).click();
    const dialog = page.getByRole("dialog", { name: `Hoàn tiền đơn ${order.code}` });
    await dialog.getByLabel("Lý do hoàn tiền (gửi cho khách)").fill("Khách đổi lịch, hoàn cả đơn");
    await dialog.getByRole("button", { name: /^Tiếp tục/ }).click();
    await dialog.getByRole("button", { name: "Xác nhận hoàn tiền" }).click();
    const stepUp = page.getByRole("dialog", { name: "Xác minh lại bước hai" });
    await expect(stepUp).toBeVisible();
    await expect(stepUp.getByRole("textbox", { name: "Mã xác thực (6 chữ số)" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, testInfo, "step-up", { fullPage: false });
    // The demo app's code: authenticator codes follow the wall clock (the phone's), not the moved one.
    await stepUp.getByRole("textbox", { name: "Mã xác thực (6 chữ số)" }).fill(await demoTotpCode(DEMO_MANAGER.email));
    await stepUp.getByRole("button", { name: "Xác minh và tiếp tục" }).click();
    await expect(stepUp).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole("main")
        .getByText(/Đã hoàn/)
        .first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    expect((await manager.page.request.delete(`${DEMO_URL}/dev/clock`)).status()).toBe(200);
    await manager.context.close();
  }
});
