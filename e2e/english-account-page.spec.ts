import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { gotoHydrated, trackErrorsButRefusals } from "./helpers/home.ts";
import { buyTwoSeatsOnGateway, showtimeOfAFilm } from "./helpers/booking.ts";
import { DEMO_CUSTOMER, DEMO_URL, signIn } from "./helpers/demo-site.ts";
import { expectEnglish } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37's English site, the account page and its security page (decision 096): /en/account (profile,
 * membership, points and their history, vouchers, tickets, gift cards, waiting lists) and
 * /en/account/bao-mat (second factor, passkeys, signed-in devices), the server's words in English too.
 * On the demo server, as the demo customer.
 */
test.use({ baseURL: DEMO_URL });
test.describe.configure({ timeout: 180_000 });

test("an English customer reads the account page in English, edits the profile, and is answered in English", async ({ page }) => {
  const errors = trackErrorsButRefusals(page);
  // Signed out: to the English home with the sign-in dialog open, then back here.
  await gotoHydrated(page, "/en/account");
  await expect(page).toHaveURL(/\/en\?login=1&next=%2Fen%2Faccount$/);
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();

  await signIn(page, DEMO_CUSTOMER);
  // A paid order: a ticket to come, points earned (the server's reason), spend towards the next tier.
  const order = await buyTwoSeatsOnGateway(page, (await showtimeOfAFilm(page)).id);
  await gotoHydrated(page, "/en/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("My account – HanCine");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(main.getByText(/^Hello, .+!$/)).toBeVisible();
  // Membership and points: the tier's name and the points' reasons come from the server, in English.
  await expect(page.getByRole("heading", { name: "HanCine membership" })).toBeVisible();
  await expect(main.getByText(/^(?:Member|Silver|Gold|Diamond) tier$/)).toBeVisible();
  await expect(main.getByText(/^You spent [\d.]+\s₫ on \d+ paid orders? in the last 12 months\.$/)).toBeVisible();
  const points = page.getByTestId("points-card");
  await expect(points.getByRole("heading", { name: "Reward points" })).toBeVisible();
  await expect(points.getByTestId("points-balance")).toHaveText(/^[\d,]+ points?$/);
  await expect(points.getByText(/^(?:Member|Silver|Gold|Diamond) tier: \d+% of what you pay comes back as points \(1 point = [\d.]+\s₫\)\.$/)).toBeVisible();
  await expect(points.getByRole("heading", { name: "Points history" })).toBeVisible();
  const earned = points
    .getByTestId("points-history")
    .getByRole("listitem")
    .filter({ hasText: `Order ${order.code}` });
  await expect(earned.getByText("Points earned on an order")).toBeVisible();
  await expect(earned.getByRole("link", { name: `Order ${order.code}` })).toHaveAttribute("href", `/en/orders/${order.code}`);
  await expect(earned.getByText(/ · expires \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  // Vouchers, tickets, gift cards: each section in English, full or empty.
  const vouchers = page.getByTestId("my-vouchers");
  await expect(vouchers.getByRole("heading", { name: "My vouchers" })).toBeVisible();
  if ((await vouchers.getByRole("listitem").count()) > 0) await expect(vouchers.getByText(/^Code: /).first()).toBeVisible();
  else await expect(vouchers.getByText(/^You have no personal vouchers yet\./)).toBeVisible();
  await expect(page.getByRole("heading", { name: "My tickets" })).toBeVisible();
  // The ticket to come, with its after-sale buttons (the purchase's words, in English too).
  const upcoming = page.getByRole("region", { name: "Coming up" });
  const row = upcoming.getByRole("listitem").filter({ hasText: `Booking code ${order.code}` });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText(/ · \d\d:\d\d, \d{1,2} [A-Z][a-z]{2} \d{4} · Seats [A-Z]\d+, [A-Z]\d+$/)).toBeVisible();
  await expect(row.getByRole("link").first()).toHaveAttribute("href", `/en/orders/${order.code}`);
  await expect(page.getByRole("link", { name: "Upcoming tickets" })).toHaveAttribute("href", "/en/account/ve-sap-xem");
  await expect(page.getByTestId("my-gift-cards").getByRole("heading", { name: "Gift cards you bought" })).toBeVisible();
  // Links stay on the English site.
  await expect(main.getByRole("link", { name: "Account security" })).toHaveAttribute("href", "/en/account/bao-mat");
  await expectEnglish(page, "account page");
  expect(await seriousViolations(page), "account page").toEqual([]);
  await shots(page, test.info(), "english-account");

  // The profile: an emptied name is refused in English, by the page's own check; a new phone number is saved.
  const profile = main.locator("form").filter({ has: page.getByRole("heading", { name: "Personal details" }) });
  await expect(profile.getByText("Gender")).toBeVisible();
  await expect(profile.getByText("Day/month/year, e.g. 15/06/1998")).toBeVisible();
  const name = profile.getByLabel("Full name", { exact: true });
  const phone = profile.getByLabel("Phone number", { exact: true });
  const shownName = await name.inputValue();
  const shownPhone = await phone.inputValue();
  await name.fill("");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("Please enter your full name.")).toBeVisible();
  await expectEnglish(page, "profile refused");
  await name.fill(shownName);
  // Nothing changed: said in English too.
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("You have not changed anything.")).toBeVisible();
  await phone.fill("0987 654 321");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("Your details are saved.")).toBeVisible();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(profile.getByLabel("Phone number", { exact: true })).toHaveValue("0987 654 321");
  // Put back as it was, for the other specs.
  await profile.getByLabel("Phone number", { exact: true }).fill(shownPhone);
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("Your details are saved.")).toBeVisible();

  // The password: the server's refusal of a wrong current password, in English; the show buttons named in English.
  const password = main.locator("form").filter({ has: page.getByRole("heading", { name: "Change password" }) });
  await expect(password.getByRole("button", { name: "Show current password" })).toBeVisible();
  await password.getByLabel("Current password", { exact: true }).fill("NotMyPassword1");
  await password.getByLabel("New password", { exact: true }).fill("NewPassword2026x");
  await password.getByLabel("Repeat the new password", { exact: true }).fill("NewPassword2026x");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("The current password is wrong.")).toBeVisible();
  await expectEnglish(page, "password refused");
  await shots(page, test.info(), "english-account-forms", { widths: [375] });

  // The same page in Vietnamese is as before.
  await gotoHydrated(page, "/account");
  await expect(page).toHaveTitle("Tài khoản của tôi – HanCine");
  await expect(page.getByTestId("points-card").getByRole("heading", { name: "Điểm thưởng" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thông tin cá nhân" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bảo mật tài khoản" })).toHaveAttribute("href", "/account/bao-mat");
  expect(errors).toEqual([]);
});

test("the English security page: devices in English, another device signed out, the authenticator's setup in English", async ({ page, browser }) => {
  const errors = trackErrorsButRefusals(page);
  // A second device: another browser signed in as the same customer.
  const phone = await browser.newContext({
    baseURL: DEMO_URL,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  const phonePage = await phone.newPage();
  await signIn(phonePage, DEMO_CUSTOMER);
  expect((await phonePage.request.get(`${DEMO_URL}/api/v1/auth/me`)).status()).toBe(200);

  await signIn(page, DEMO_CUSTOMER);
  await gotoHydrated(page, "/en/account");
  await page.getByRole("main").getByRole("link", { name: "Account security" }).click();
  await expect(page).toHaveURL(/\/en\/account\/bao-mat$/);
  await expect(page).toHaveTitle("Account security – HanCine");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Account security" })).toBeVisible();
  await expect(main.getByRole("link", { name: "← My account" })).toHaveAttribute("href", "/en/account");
  await expect(main.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Authenticator app" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  const devices = main.locator("section").filter({ has: page.getByRole("heading", { name: "Devices signed in" }) });
  await expect(devices.getByText("This device")).toBeVisible();
  // The server's words about the devices, in English: the place of a local address, the phone's system.
  await expect(devices.getByText(/^Private network/).first()).toBeVisible();
  const phoneRow = devices
    .getByRole("listitem")
    .filter({ hasText: /Safari 18 on iOS 18/ })
    .first();
  await expect(phoneRow).toBeVisible();
  await expect(
    phoneRow.getByText(/^Active just now \(\d\d:\d\d \d{1,2} [A-Z][a-z]{2} \d{4}\) · signed in at \d\d:\d\d \d{1,2} [A-Z][a-z]{2} \d{4}$/),
  ).toBeVisible();
  await expectEnglish(page, "security page");
  expect(await seriousViolations(page), "security page").toEqual([]);
  await shots(page, test.info(), "english-account-security");

  // Sign the phone out: said in English, and the phone's session is over.
  await phoneRow.getByRole("button", { name: /^Sign out Safari 18 on iOS 18/ }).click();
  await expect(main.getByText(/^Safari 18 on iOS 18(?:\.0)? is signed out\.$/)).toBeVisible();
  expect((await phonePage.request.get(`${DEMO_URL}/api/v1/auth/me`)).status()).toBe(401);
  await expectEnglish(page, "device signed out");

  // Setting up an authenticator app, in English (then cancelled: the demo customer keeps signing in with a password).
  await main.getByRole("button", { name: "Set up" }).click();
  await expect(main.getByText("1. Scan the QR code with your authenticator app")).toBeVisible();
  await expect(main.getByRole("img", { name: "QR code to add your HanCine account to an authenticator app" })).toBeVisible();
  await expect(main.getByLabel("Verification code (6 digits)")).toBeVisible();
  await main.getByRole("button", { name: "Turn on verification by app" }).click();
  await expect(main.getByText(/^Please enter/).first()).toBeVisible();
  await expectEnglish(page, "authenticator setup");
  expect(await seriousViolations(page), "authenticator setup").toEqual([]);
  await shots(page, test.info(), "english-account-totp", { widths: [375] });
  await main.getByRole("button", { name: "Cancel" }).click();
  // A passkey's setup, in English.
  await main.getByRole("button", { name: "Add a passkey" }).click();
  await expect(main.getByLabel("Passkey name (optional)")).toHaveAttribute("placeholder", "For example: Lan's phone");
  await expect(main.getByRole("button", { name: "Create a passkey" })).toBeVisible();
  await expectEnglish(page, "passkey setup");
  await main.getByRole("button", { name: "Cancel" }).click();

  // The Vietnamese page is as before.
  await gotoHydrated(page, "/account/bao-mat");
  await expect(page).toHaveTitle("Bảo mật tài khoản – HanCine");
  await expect(page.getByRole("heading", { name: "Thiết bị đang đăng nhập" })).toBeVisible();
  await expect(page.getByText("Thiết bị này")).toBeVisible();
  await expect(page.getByText(/Mạng nội bộ/).first()).toBeVisible();
  await phone.close();
  expect(errors).toEqual([]);
});
