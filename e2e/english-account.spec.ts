import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { gotoHydrated, trackErrorsButRefusals } from "./helpers/home.ts";
import { DEMO_CUSTOMER, DEMO_URL, signIn } from "./helpers/demo-site.ts";
import { expectEnglish } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37's English site, the account (decision 094): the sign-in and sign-up dialog, the pages its
 * e-mails lead to (verify the address, reset the password) and the upcoming tickets, in English under
 * /en, with the e-mails in English. On the demo server: the local mailbox is there.
 */
test.use({ baseURL: DEMO_URL });
test.describe.configure({ timeout: 180_000 });

/** Opens the local mailbox until the e-mail arrives (the sender runs every 2 seconds); answers the link to `linkPath` in it. */
async function linkInEmail(page: Page, to: string, subject: string, linkPath: string): Promise<string> {
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await page.getByRole("link").filter({ hasText: subject }).filter({ hasText: to }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(subject);
  const link = page.getByRole("region", { name: "Liên kết trong thư" }).getByRole("link", { name: new RegExp(`${linkPath}\\?token=`) });
  return (await link.first().getAttribute("href"))!;
}

test("an English visitor signs up in English, reads the English e-mail and verifies the address on an English page", async ({ page }) => {
  const errors = trackErrorsButRefusals(page);
  await gotoHydrated(page, "/en");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const login = page.getByRole("dialog", { name: "Sign in" });
  await expect(login.getByText("Sign in to book tickets and see the ones you have bought.")).toBeVisible();
  await expect(login.getByRole("button", { name: "Forgot your password?" })).toBeVisible();
  await expect(login.getByRole("button", { name: "Show password" })).toBeVisible();
  await expect(login.getByLabel("Email", { exact: true })).toHaveAttribute("placeholder", "you@example.com");
  await expectEnglish(page, "sign-in dialog");
  expect(await seriousViolations(page), "sign-in dialog").toEqual([]);
  // The browser's own checks, in English.
  await login.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(login.getByText("Please enter your email.")).toBeVisible();
  await expect(login.getByText("Please enter your password.")).toBeVisible();
  await expect(login.getByText("Some details are not right yet. Please correct the marked fields.")).toBeVisible();
  await expectEnglish(page, "sign-in dialog refused");

  await login.getByRole("button", { name: "Sign up" }).click();
  const signup = page.getByRole("dialog", { name: "Create an account" });
  await expect(signup.getByRole("button", { name: "Create account" })).toBeVisible();
  await signup.getByLabel("Full name", { exact: true }).fill("A");
  await signup.getByLabel("Phone number", { exact: true }).fill("123");
  await signup.getByLabel("Date of birth", { exact: true }).fill("01/01/2020");
  await signup.getByLabel("Password", { exact: true }).fill("short");
  await signup.getByRole("button", { name: "Create account" }).click();
  await expect(signup.getByText("Your full name must be at least 2 characters.")).toBeVisible();
  await expect(signup.getByText("Please enter a valid Vietnamese mobile number, for example 0912 345 678.")).toBeVisible();
  await expect(signup.getByText("You must be at least 13 to create an account.")).toBeVisible();
  await expect(signup.getByText("Your password must be at least 8 characters.")).toBeVisible();
  await expect(signup.getByText("Please choose male or female.")).toBeVisible();
  await expect(signup.getByText("Please accept the Terms of Use and the Privacy Policy.")).toBeVisible();
  await expectEnglish(page, "sign-up dialog refused");
  expect(await seriousViolations(page), "sign-up dialog").toEqual([]);
  await shots(page, test.info(), "english-signup-dialog", { fullPage: false });

  const email = `english.${Date.now()}@example.com`;
  await signup.getByLabel("Full name", { exact: true }).fill("Emma Wilson");
  await signup.getByLabel("Email", { exact: true }).fill(email);
  await signup.getByLabel("Phone number", { exact: true }).fill("0912 345 678");
  await signup.getByText("Female", { exact: true }).click();
  await signup.getByLabel("Date of birth", { exact: true }).fill("15/06/1995");
  await signup.getByLabel("Password", { exact: true }).fill("Cinema2026x");
  await signup.getByLabel("Repeat password", { exact: true }).fill("Cinema2026x");
  await signup.getByRole("checkbox", { name: /^I agree to the Terms of Use/ }).check();
  await signup.getByRole("button", { name: "Create account" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to HanCine!" });
  await expect(welcome.getByText(`You are signed up! We have sent a verification email to ${email}.`)).toBeVisible({ timeout: 60_000 });
  await expectEnglish(page, "welcome");
  await welcome.getByRole("button", { name: "Start booking" }).click();

  const link = await linkInEmail(page, email, "Verify your HanCine account email", "/en/xac-thuc-email");
  await expect(page.frameLocator("iframe").getByRole("link", { name: "Verify email", exact: true })).toBeVisible();
  await expect(page.frameLocator("iframe").getByText("Hi Emma Wilson,")).toBeVisible();
  await expect(page.frameLocator("iframe").getByText("See you at the cinema,")).toBeVisible();
  await gotoHydrated(page, link);
  await expect(page).toHaveTitle("Verify your email – HanCine");
  await expect(page.getByRole("heading", { level: 1, name: "Verify your email" })).toBeVisible();
  await expect(page.getByText("Your email is verified. Thank you!")).toBeVisible();
  await expectEnglish(page, "verify page");
  expect(await seriousViolations(page), "verify page").toEqual([]);
  await shots(page, test.info(), "english-verify-email");
  expect(errors).toEqual([]);
});

test("forgot password in English: the English e-mail leads to the English reset page, whose checks are English", async ({ page }) => {
  const errors = trackErrorsButRefusals(page);
  await gotoHydrated(page, "/en");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Forgot your password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Forgot your password" });
  await expect(forgot.getByText("Enter the email you signed up with.")).toBeVisible();
  await forgot.getByLabel("Email", { exact: true }).fill("not-an-email");
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByText("This email is not valid. For example: name@gmail.com.")).toBeVisible();
  await expectEnglish(page, "forgot dialog");
  expect(await seriousViolations(page), "forgot dialog").toEqual([]);
  await forgot.getByLabel("Email", { exact: true }).fill(DEMO_CUSTOMER.email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByText(`If ${DEMO_CUSTOMER.email} belongs to a HanCine account`)).toBeVisible({ timeout: 60_000 });
  await forgot.getByRole("button", { name: "Back to sign in" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();

  const link = await linkInEmail(page, DEMO_CUSTOMER.email, "Reset your HanCine password", "/en/dat-lai-mat-khau");
  await gotoHydrated(page, link);
  await expect(page).toHaveTitle("Reset your password – HanCine");
  const form = page.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("New password", { exact: true }).fill("abcdefgh");
  await form.getByLabel("Repeat new password", { exact: true }).fill("abcdefgx");
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(form.getByText("Your password must contain at least one number.")).toBeVisible();
  await expect(form.getByText("The passwords do not match.")).toBeVisible();
  await expectEnglish(page, "reset page");
  expect(await seriousViolations(page), "reset page").toEqual([]);
  await shots(page, test.info(), "english-reset-password");
  // The demo customer keeps their password: the link is left unused (it expires in 30 minutes).
  expect(errors).toEqual([]);
});

test("the upcoming tickets in English, and the forgot-password page", async ({ page }) => {
  const errors = trackErrorsButRefusals(page);
  // Signed out: to the English home with the sign-in dialog open, then back here.
  await gotoHydrated(page, "/en/account/ve-sap-xem");
  await expect(page).toHaveURL(/\/en\?login=1&next=%2Fen%2Faccount%2Fve-sap-xem$/);
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();

  await signIn(page, DEMO_CUSTOMER);
  await gotoHydrated(page, "/en/account/ve-sap-xem");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Upcoming tickets – HanCine");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming tickets" })).toBeVisible();
  await expect(page.getByText("Tickets you have opened on this device stay available without a connection, QR codes included.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "Account" })).toBeVisible();
  const tickets = page.getByRole("link", { name: /^Open tickets and QR codes for / });
  if ((await tickets.count()) > 0) await expect(page.getByText(/^Seats .+ · Booking code [A-Z0-9]+$/).first()).toBeVisible();
  else await expect(page.getByText("You have no tickets for upcoming showtimes.")).toBeVisible();
  // Kept for offline use, said in English.
  await expect(
    page.getByText(/^Saved on this device at \d\d:\d\d on \d{1,2} [A-Z][a-z]{2} \d{4}: you can open this page even without a connection\.$/),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectEnglish(page, "upcoming tickets");
  expect(await seriousViolations(page), "upcoming tickets").toEqual([]);
  await shots(page, test.info(), "english-upcoming-tickets");

  await gotoHydrated(page, "/en/quen-mat-khau");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password" })).toBeVisible();
  await expectEnglish(page, "forgot page");
  expect(await seriousViolations(page), "forgot page").toEqual([]);
  await shots(page, test.info(), "english-forgot-password");
  expect(errors).toEqual([]);
});
