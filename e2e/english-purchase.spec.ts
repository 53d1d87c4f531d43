import { expect, test, type Page } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import type { Film } from "@hancine/contract/catalog";
import { seriousViolations } from "./helpers/a11y.ts";
import { newDemoCustomer, seatButton, sendDemo, twoSeats } from "./helpers/booking.ts";
import { DEMO_CUSTOMER, DEMO_URL, signedInPage } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { expectEnglish } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37, the purchase in English (decision 093): a visitor switches to English, books a showtime
 * through the local gateway, lands on the English ticket page and reads the English e-mail; the
 * English pages have no Vietnamese outside the chain's own words (marked `lang="vi"`), no message key,
 * no serious axe finding. The words asserted here are written by hand, not read from the catalogue.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const api = <T>(page: Page, path: string) => apiResult<T>(page.request, path, DEMO_URL);

/** A film now showing with a showtime on sale, and that showtime. */
async function filmAndShowtime(page: Page): Promise<{ film: Film; showtime: Showtime }> {
  for (const film of await api<Film[]>(page, "/films/showing")) {
    const showtimes = await api<Showtime[]>(page, `/showtimes?film=${film.slug}`);
    const later = showtimes.find((s) => Date.parse(s.startsAt) > Date.now() + 90 * 60_000);
    if (later) return { film, showtime: later };
  }
  throw new Error("no film with a showtime on sale");
}

let orderCode = "";

test("an English-speaking visitor switches to English, books two seats, pays on the local gateway and reads the English e-mail", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  const { film, showtime: later } = await filmAndShowtime(page);

  // The Vietnamese home, then the switch in the header.
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The film's English page, then its showtime: the booking page in English.
  // Today's first showtime on the page (late in the evening, the one found through the API on a later day).
  await gotoHydrated(page, `/en/movies/${film.slug}`);
  const links = page.locator('section#lich-chieu a[href^="/en/booking/"]');
  const shown = (await links.count()) > 0 ? (await links.first().getAttribute("href"))!.split("/").pop()! : later.id;
  const showtime = (await api<Showtime[]>(page, `/showtimes?film=${film.slug}`)).find((s) => s.id === shown) ?? later;
  if (shown === later.id && (await links.count()) === 0) await gotoHydrated(page, `/en/booking/${showtime.id}`);
  else await links.first().click();
  await expect(page).toHaveURL(`${DEMO_URL}/en/booking/${showtime.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "Choose your seats" })).toBeVisible();
  await expect(page.getByText("Arrow keys to move, Space or Enter to choose a seat.")).toBeAttached();
  await expect(page.getByRole("heading", { name: "Seat types and prices" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Booking steps" })).toContainText("Seats");
  await expectEnglish(page, "seats step");
  expect(await seriousViolations(page), "seats step").toEqual([]);
  await shots(page, testInfo, "english-booking-seats");

  // A seat's name as a screen reader reads it, and the two seats chosen.
  const seats = twoSeats(await api<SeatMap>(page, `/showtimes/${showtime.id}/seats`));
  await expect(seatButton(page, seats[0].label)).toContainText(new RegExp(`^Seat ${seats[0].label}, (Standard|VIP|Couple|Wheelchair)`));
  for (const seat of seats) await seatButton(page, seat.label).click();
  const summary = page.getByRole("complementary", { name: "Your booking" });
  await expect(summary).toContainText(`Your seats (2): ${seats.map((s) => s.label).join(", ")}`);
  await summary.getByRole("button", { name: "Continue" }).click();

  // Food and drinks, with the hold's countdown.
  await expect(page.getByRole("heading", { level: 2, name: "Add food & drinks" })).toBeVisible();
  await expect(summary.getByRole("timer")).toHaveAttribute("aria-label", /^Seat hold time left: \d+ minutes?/);
  await expect(summary).toContainText("Seats held");
  await expectEnglish(page, "food step");
  await shots(page, testInfo, "english-booking-food");
  await summary.getByRole("button", { name: "Continue" }).click();

  // The review and payment.
  await expect(page.getByRole("heading", { level: 2, name: "Review your order" })).toBeVisible();
  const checkout = page.getByTestId("checkout");
  await expect(checkout.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(checkout.getByRole("group", { name: "Choose how to pay" })).toBeVisible();
  await expect(checkout.getByRole("radio", { name: /VNPay/ })).toBeChecked();
  await expect(checkout.getByRole("radio", { name: /MoMo wallet/ })).toBeVisible();
  // An English refusal from the server: a promo code that does not exist.
  await page.getByRole("textbox", { name: "Promo code" }).fill("KHONGCO123");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This promo code does not exist. Please check it." })).toBeVisible();
  if (["T13", "T16", "T18"].includes(showtime.film.age)) {
    await expect(checkout.getByRole("button", { name: /^Pay / })).toBeDisabled();
    await expect(checkout).toContainText("Before paying, please tick the age confirmation above.");
    await page
      .getByRole("main")
      .getByRole("checkbox", { name: /I confirm that everyone with a ticket in this order is aged \d+ or over/ })
      .check();
  }
  // The gift card part unfolded: English too.
  await checkout.getByRole("button", { name: "Use a gift card" }).click();
  await expect(checkout.getByLabel("Card code (16 characters)")).toBeVisible();
  await expectEnglish(page, "review step");
  expect(await seriousViolations(page), "review step").toEqual([]);
  await shots(page, testInfo, "english-booking-review");
  await checkout.getByRole("button", { name: "Use a gift card" }).click();
  await expect(checkout.getByRole("button", { name: /^Pay \d/ })).toBeEnabled();
  await checkout.getByRole("button", { name: /^Pay \d/ }).click();

  // The local gateway (a stand-in for the bank's own page), then back on the English ticket page.
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  // An order of an English page asks the gateway for its page in English (vnp_Locale=en, decision 097).
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/orders\/HC[A-Z0-9]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Your tickets" })).toBeVisible();
  await expect(page.getByText("Payment received. Your tickets have been e-mailed to you — see you at the cinema!")).toBeVisible();
  orderCode = page.url().split("/").pop()!;
  await expect(page.getByTestId("booking-code")).toHaveText(orderCode);
  await expect(page.getByRole("heading", { name: "QR codes for the door (2 tickets)" })).toBeVisible();
  for (const seat of seats) await expect(page.getByRole("img", { name: `QR code of the ticket for seat ${seat.label}` })).toBeVisible();
  const order = await api<Order>(page, `/orders/by-code/${orderCode}`);
  expect(order.status).toBe("paid");

  // The confirmation e-mail in the local mailbox, in English.
  await expect
    .poll(
      async () => {
        await page.goto("/dev/mailbox");
        return page.getByRole("link", { name: new RegExp(orderCode) }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByRole("link", { name: new RegExp(orderCode) })).toContainText(/Your tickets: /);
  await page.getByRole("link", { name: new RegExp(orderCode) }).click();
  const mail = page.frameLocator("iframe");
  await expect(mail.getByText(/^Payment received! Here are your tickets for /)).toBeVisible();
  await expect(mail.getByRole("img", { name: `QR code of the ticket for seat ${seats[0].label}` })).toBeVisible();
  await expect(mail.getByText("Booking code", { exact: true })).toBeVisible();
  await expect(mail.getByRole("link", { name: "View your tickets online" })).toHaveAttribute("href", new RegExp(`/en/orders/${orderCode}$`));
  await expect(mail.getByText(/^See you at the cinema,/)).toBeVisible();
  await shots(page, testInfo, "english-email", { widths: [1280] });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto((await page.locator("iframe").getAttribute("src"))!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await shots(page, testInfo, "english-email", { widths: [375] });
  expect(errors).toEqual([]);
  await context.close();
});

test("the English ticket page: English throughout, its cancel dialog too, and the same order in Vietnamese unchanged", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  await gotoHydrated(page, `/en/orders/${orderCode}`);
  await expect(page).toHaveTitle(new RegExp(`^Order ${orderCode} – `));
  await expect(page.getByRole("main").getByRole("link", { name: "Account" })).toHaveAttribute("href", "/en/account");
  await expect(page.getByText("Cinema ticket")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print tickets" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "VAT invoice" })).toBeVisible();
  await expectEnglish(page, "ticket page");
  expect(await seriousViolations(page), "ticket page").toEqual([]);
  await shots(page, testInfo, "english-order");

  // The cancel dialog, when the order can still be cancelled: what comes back and where, in English; kept.
  const cancel = page.getByRole("button", { name: "Cancel tickets" });
  if (await cancel.isEnabled()) {
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: `Cancel order ${orderCode}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/You get [\d.]+\s₫ back/);
    await expect(dialog.getByRole("button", { name: "Cancel my tickets" })).toBeVisible();
    await expectEnglish(page, "cancel dialog");
    expect(await seriousViolations(page), "cancel dialog").toEqual([]);
    await shots(page, testInfo, "english-order-cancel", { fullPage: false });
    await dialog.getByRole("button", { name: "Keep my tickets" }).click();
    await expect(dialog).toBeHidden();
  }

  // The VAT invoice form unfolded.
  await page.getByRole("button", { name: "Request a VAT invoice" }).click();
  await expect(page.getByLabel("Company name")).toBeVisible();
  await expectEnglish(page, "invoice form");

  // The same order on the Vietnamese site: as before.
  await gotoHydrated(page, `/orders/${orderCode}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mã QR vào rạp (2 vé)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hủy vé" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("a refusal on the English booking page is English: a seat someone else holds", async ({ browser }) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  const { showtime } = await filmAndShowtime(page);
  // Another customer holds a seat first.
  const other = await newDemoCustomer(browser);
  // Both seats of a pair the seat rules accept (one alone may strand its neighbour, which the rules refuse).
  const pair = twoSeats(await api<SeatMap>(page, `/showtimes/${showtime.id}/seats`));
  const [taken] = pair;
  await sendDemo(other.page, "POST", "/orders", { showtimeId: showtime.id, seatIds: pair.map((s) => s.id) });
  await gotoHydrated(page, `/en/booking/${showtime.id}`);
  await seatButton(page, taken!.label).click({ force: true });
  await expect(page.getByRole("alert").first()).toHaveText(
    new RegExp(`^Seat ${taken!.label} is (sold|on hold for someone else)\\. Please choose another seat\\.$`),
  );
  await expectEnglish(page, "refusal");
  expect(errors).toEqual([]);
  await other.context.close();
  await context.close();
});
