import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { newDemoCustomer } from "./helpers/booking.ts";
import { DEMO_URL, MANAGER_CINEMA } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";
import { expectEnglish, vietnameseOutsideLangVi } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37, gift cards, snacks and products in English (decision 098): an English-speaking visitor
 * buys a gift card on the local gateway and reads the card's English e-mail, checks its balance, orders
 * snacks paid with it and follows the English order page and pickup e-mail, cancels them and reads the
 * English refund e-mail, and browses the products pages. No Vietnamese outside `lang="vi"` (the
 * products' names and descriptions, cinemas), no message key, no serious axe finding. The words
 * asserted here are written by hand, not read from the catalogue.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

/** The newest e-mail in the local mailbox whose line has all of `texts`, opened in `page`; its frame. */
async function openMail(page: Page, ...texts: string[]) {
  await expect(async () => {
    await page.goto(`${DEMO_URL}/dev/mailbox`);
    let link = page.getByRole("link");
    for (const text of texts) link = link.filter({ hasText: text });
    await link.first().click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return page.frameLocator("iframe");
}

/** The name newDemoCustomer signs up with: a person's own name, written as they write it. */
const CUSTOMER_NAME = "Khách Thử Nghiệm";
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu;

/**
 * The e-mail's own page (the iframe's), at 375 px too: `<html lang="en">`, no Vietnamese outside
 * `lang="vi"` but the customer's own name (in the greeting, the subject, "… sent you a gift card") and
 * the preheader.
 */
async function mailShots(page: Page, testInfo: Parameters<typeof shots>[1], name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shots(page, testInfo, name, { widths: [1280] });
  await page.goto((await page.locator("iframe").getAttribute("src"))!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The preheader (the inbox's hidden line after the subject, a plain-text `div`) quotes the items as written.
  const problems = (await vietnameseOutsideLangVi(page))
    .filter((problem) => !problem.startsWith("div (lang=en): "))
    .filter((problem) => VIETNAMESE.test(problem.split(CUSTOMER_NAME).join("")));
  expect(problems, name).toEqual([]);
  await shots(page, testInfo, name, { widths: [375] });
}

let customer: Awaited<ReturnType<typeof newDemoCustomer>>;
let card = { code: "", pin: "" };

test("an English-speaking visitor buys a gift card, pays on the local gateway and reads the card's English e-mail", async ({ browser }, testInfo) => {
  customer = await newDemoCustomer(browser);
  const page = customer.page;
  await gotoHydrated(page, "/en/the-qua-tang");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(/^Gift cards \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How the card works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "frequently asked questions" })).toHaveAttribute("href", "/en/support/faq");
  const form = page.getByTestId("buy-gift-card");
  await expect(form.getByRole("group", { name: "Card design" })).toContainText("Han River at night");
  await expectEnglish(page, "gift cards");
  expect(await seriousViolations(page), "gift cards").toEqual([]);

  // 100.000 ₫ (another amount than the choices), the golden lotus, to the visitor's own address, sent on
  // another day chosen then set back to now.
  await form.getByRole("radio", { name: "Other amount" }).check();
  await form.getByLabel("Amount (VND)").fill("100000");
  await expect(form.getByLabel("Amount (VND)")).toHaveAttribute("placeholder", "e.g. 750000");
  await form.getByRole("radio", { name: "Golden lotus" }).check();
  // The form's own checks, in English.
  await form.getByRole("button", { name: "Continue to pay 100.000 ₫" }).click();
  await expect(form.getByText("Please enter the recipient's name.")).toBeVisible();
  await form.getByLabel("Recipient's name").fill("Alex Taylor");
  await form.getByLabel("Recipient's e-mail").fill(customer.email);
  await form.getByLabel("Message (optional)").fill("Enjoy the film!");
  await form.getByRole("radio", { name: "On another day" }).check();
  await expect(form.getByLabel("Day to send (the card arrives at 8:00)")).toBeVisible();
  await expectEnglish(page, "gift card form");
  await shots(page, testInfo, "english-gift-cards");
  await form.getByRole("radio", { name: "As soon as it is paid" }).check();
  await form.getByRole("button", { name: "Continue to pay 100.000 ₫" }).click();

  // The order's English page with the payment step.
  await expect(page).toHaveURL(/\/en\/the-qua-tang\/don\/HC[A-Z0-9]+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const orderCode = page.url().split("/").pop()!;
  await expect(page).toHaveTitle(new RegExp(`^Gift card – order ${orderCode} \\| `));
  await expect(page.getByRole("heading", { level: 1, name: `Gift card – order ${orderCode}` })).toBeVisible();
  await expect(page.getByText(/^The order is held until \d{2}:\d{2}\./)).toBeVisible();
  await expect(page.getByRole("img", { name: "Gift card 100.000 ₫" })).toBeVisible();
  await expectEnglish(page, "gift card order");
  expect(await seriousViolations(page), "gift card order").toEqual([]);
  await shots(page, testInfo, "english-gift-card-order");
  await page.getByRole("button", { name: "Pay 100.000 ₫" }).click();

  // The local gateway (a stand-in for the bank's own page), then back on the English order page.
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/the-qua-tang/don/${orderCode}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Gift card bought" })).toBeVisible();
  await expect(page.getByTestId("gift-card-paid")).toHaveText(
    new RegExp(`^Payment successful\\. The card was sent to ${customer.email.replace(/[.+]/g, "\\$&")} at \\d{2}:\\d{2} on \\d{1,2} [A-Z][a-z]{2} \\d{4}\\.$`),
  );
  await expect(page.getByText("The card has not been used: you can still cancel the order and get your money back.")).toBeVisible();
  await expectEnglish(page, "gift card paid");
  expect(await seriousViolations(page), "gift card paid").toEqual([]);
  await shots(page, testInfo, "english-gift-card-paid");

  // The recipient's e-mail, in the order's language: the card, its code and PIN, the English balance page.
  const inbox = await customer.context.newPage();
  const mail = await openMail(inbox, "sent you a HanCine gift card of 100.000 ₫", customer.email);
  await expect(mail.getByText("Hi Alex Taylor,")).toBeVisible();
  await expect(mail.getByText(/has sent you a HanCine gift card worth 100\.000\s₫\.$/)).toBeVisible();
  await expect(mail.getByText("Their message: “Enjoy the film!”")).toBeVisible();
  await expect(mail.getByText(/Gift card · Golden lotus/)).toBeVisible();
  await expect(mail.getByRole("link", { name: "Check the card's balance" })).toHaveAttribute("href", /\/en\/the-qua-tang$/);
  const text = (await mail.locator("body").textContent())!;
  card = {
    code: /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(text)?.[1] ?? "",
    pin: /PIN\s*(\d{6})/.exec(text)?.[1] ?? "",
  };
  expect(card.code).not.toBe("");
  expect(card.pin).toMatch(/^\d{6}$/);
  await mailShots(inbox, testInfo, "english-gift-card-email");
  await inbox.close();
  expect(customer.errors).toEqual([]);
});

test("the English balance look-up: a wrong PIN refused in English, then the card's balance", async () => {
  const testInfo = test.info();
  const page = customer.page;
  await gotoHydrated(page, "/en/the-qua-tang");
  const form = page.getByRole("form", { name: "Check a card's balance" });
  await form.getByLabel("Card number").fill(card.code);
  await form.getByLabel("PIN").fill(card.pin === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: "Check balance" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expectEnglish(page, "balance refused");
  await form.getByLabel("PIN").fill(card.pin);
  await form.getByRole("button", { name: "Check balance" }).click();
  await expect(form.getByText(/^Balance left: 100\.000\s₫, usable until the end of \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
  await expectEnglish(page, "balance");
  expect(await seriousViolations(page), "balance").toEqual([]);
  await form.scrollIntoViewIfNeeded();
  await shots(page, testInfo, "english-gift-card-balance", { fullPage: false });
  expect(customer.errors).toEqual([]);
});

test("snacks ordered in English, paid with the gift card: the English order page, pickup e-mail, cancel and refund e-mail", async () => {
  const testInfo = test.info();
  const page = customer.page;
  await gotoHydrated(page, `/en/bap-nuoc?rap=${MANAGER_CINEMA}`);
  await expect(page).toHaveTitle(/^Order snacks ahead \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Order snacks ahead" })).toBeVisible();
  await expect(page.getByLabel("Cinema to collect at")).toBeVisible();
  const menu = page.getByRole("region", { name: /^Menu at / });
  const first = menu.getByRole("listitem").first();
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await expect(first.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "vi");
  await first.getByRole("button", { name: `One more ${name}` }).click();
  await expect(first.getByRole("group", { name: `Quantity of ${name}` })).toContainText("1");
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(page.getByLabel("Pickup time at the counter (today)")).toBeVisible();
  await summary.getByRole("button", { name: "Use a gift card" }).click();
  await summary.getByLabel("Card code (16 characters)").fill(card.code);
  await summary.getByLabel("PIN").fill(card.pin);
  await summary.getByRole("button", { name: "Apply card" }).click();
  await expect(summary.getByRole("list", { name: "Gift cards added" })).toContainText(`••••-••••-••••-${card.code.slice(-4)}`);
  await expectEnglish(page, "snacks");
  expect(await seriousViolations(page), "snacks").toEqual([]);
  await shots(page, testInfo, "english-snacks");

  await summary.getByRole("button", { name: /^Order and pay / }).click();
  // Cards covering everything skip the gateway; otherwise VNPay takes the rest.
  await expect(page).toHaveURL(/\/en\/bap-nuoc\/don\/HC[A-Z0-9]+$|\/dev\/gateway\//);
  if (page.url().includes("/dev/gateway/")) await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/bap-nuoc\/don\/HC[A-Z0-9]+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const orderCode = page.url().split("/").pop()!;
  await expect(page).toHaveTitle(new RegExp(`^Snack order ${orderCode} \\| `));
  await expect(page.getByRole("heading", { level: 1, name: `Snack order ${orderCode}` })).toBeVisible();
  await expect(page.getByTestId("snack-status")).toHaveText("Paid.");
  await expect(page.getByRole("list", { name: "Steps at the counter" })).toContainText("Ready to collect");
  const pickupCode = (await page.getByTestId("pickup-code").textContent())!;
  await expect(page.getByRole("img", { name: `QR code of pickup code ${pickupCode}` })).toBeVisible();
  await expect(page.getByText(/^\d{2}:\d{2} today$/)).toBeVisible();
  await expectEnglish(page, "snack order");
  expect(await seriousViolations(page), "snack order").toEqual([]);
  await shots(page, testInfo, "english-snack-order");

  // The pickup e-mail in English, its link to the English order page.
  const inbox = await customer.context.newPage();
  const mail = await openMail(inbox, `Snack pickup code ${pickupCode}`);
  await expect(mail.getByText(/^Payment successful! The snack counter at .+ will prepare your order for pickup at \d{2}:\d{2} today\.$/)).toBeVisible();
  await expect(mail.locator("body")).toContainText(`1 × ${name}`);
  await expect(mail.getByRole("img", { name: `QR code of pickup code ${pickupCode}` })).toBeVisible();
  await expect(mail.getByRole("link", { name: "See your order and its status" })).toHaveAttribute("href", new RegExp(`/en/bap-nuoc/don/${orderCode}$`));
  await mailShots(inbox, testInfo, "english-snack-email");

  // Cancelled before the counter starts, in English; the refund e-mail in English too.
  await page.getByRole("button", { name: "Cancel order and refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel snack order ${orderCode}?` });
  await expect(dialog).toContainText("goes back to where you paid it from");
  await expectEnglish(page, "snack cancel dialog");
  expect(await seriousViolations(page), "snack cancel dialog").toEqual([]);
  await shots(page, testInfo, "english-snack-cancel", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel order and refund" }).click();
  await expect(page.getByTestId("snack-status")).toHaveText("The order was cancelled and refunded to where you paid from.");
  await expectEnglish(page, "snack cancelled");
  const refund = await openMail(inbox, "Refund", orderCode);
  await expect(
    refund.getByText(new RegExp(`^Snack order ${orderCode}: pickup at .+ at \\d{2}:\\d{2} on [A-Z][a-z]{2}, \\d{1,2} [A-Z][a-z]{2}\\.$`)),
  ).toBeVisible();
  await expect(refund.getByText(new RegExp(`^You cancelled order ${orderCode}\\. The counter will not prepare this order`))).toBeVisible();
  await expect(refund.getByRole("link", { name: "Order other snacks" })).toHaveAttribute("href", /\/en\/bap-nuoc$/);
  await mailShots(inbox, testInfo, "english-snack-refund-email");
  await inbox.close();
  expect(customer.errors).toEqual([]);
});

test("the English products pages: the chain's products as written, marked Vietnamese, English around them", async () => {
  const testInfo = test.info();
  const page = customer.page;
  await gotoHydrated(page, "/en/products");
  await expect(page).toHaveTitle(/^Products: snack combos and merchandise \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Snack combos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Gift cards: check a balance" })).toHaveAttribute("href", "/en/the-qua-tang");
  await expect(page.getByRole("link", { name: "Order snacks ahead, collect at the counter" })).toHaveAttribute("href", "/en/bap-nuoc");
  await expect(page.getByTestId("product-card").first().getByRole("heading")).toHaveAttribute("lang", "vi");
  await expectEnglish(page, "products");
  expect(await seriousViolations(page), "products").toEqual([]);
  await shots(page, testInfo, "english-products");

  await page.getByRole("link", { name: "See all merchandise" }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/en/products/merchandise`);
  await expect(page.getByRole("heading", { level: 1, name: "Merchandise" })).toBeVisible();
  await expect(page.getByRole("link", { name: "all products" })).toHaveAttribute("href", "/en/products");
  await expectEnglish(page, "merchandise");
  expect(await seriousViolations(page), "merchandise").toEqual([]);
  await shots(page, testInfo, "english-merchandise");

  await gotoHydrated(page, "/en/products/talent-show-merchandise");
  await expect(page).toHaveTitle(/^HanCine Talent Show souvenirs \| /);
  await expect(page.getByRole("heading", { level: 1, name: "HanCine Talent Show souvenirs" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Contest items" })).toBeVisible();
  await expectEnglish(page, "talent show merchandise");
  expect(await seriousViolations(page), "talent show merchandise").toEqual([]);
  await shots(page, testInfo, "english-talent-show-merchandise");
  expect(customer.errors).toEqual([]);
  await customer.context.close();
});
