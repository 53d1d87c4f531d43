import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { Order, Showtime } from "@hancine/contract/booking";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot, toPaymentStep } from "./helpers/booking.ts";
import { DEMO_CUSTOMER, DEMO_MANAGER, DEMO_URL, MANAGER_CINEMA, signedInPage } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";

/**
 * After the sale (issue 16; decision 052): a customer pays with ZaloPay on the local ZaloPay gateway,
 * asks for a VAT e-invoice on the paid order (from the keyboard, a wrong MST first), the invoice's
 * e-mail arrives in the local mailbox, and the cinema's manager sees the request at the order desk.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

/** Both widths, each looked at: 1280 px then 375 px, back to 1280 px. */
async function bothWidths(page: Page, testInfo: TestInfo, name: string) {
  await screenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("pay with ZaloPay → ask for a VAT invoice → the e-mail → the manager sees it at the order desk", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  const showtimes = await apiResult<Showtime[]>(page.request, `/showtimes?cinema=${MANAGER_CINEMA}`, DEMO_URL);
  const showtime = showtimes.find((s) => s.seatsLeft >= 10)!;
  await gotoHydrated(page, `/booking/${showtime.id}`);
  const { checkout } = await toPaymentStep(page, showtime, { combo: false });
  await checkout.getByRole("radio", { name: /ZaloPay/ }).check();
  await checkout.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("payment-methods-zalopay-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await checkout.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("payment-methods-zalopay-375.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();

  // "Cổng ZaloPay thử nghiệm", speaking ZaloPay's API v2.
  await expect(page).toHaveURL(/\/dev\/gateway\/zalopay\/pay\?order=/);
  await expect(page.getByText("Cổng ZaloPay thử nghiệm")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await bothWidths(page, testInfo, "zalopay-gateway");
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  const code = page.url().split("/").pop()!;
  const order = await apiResult<Order>(page.request, `/orders/by-code/${code}`, DEMO_URL);
  expect(order.status).toBe("paid");

  // The VAT invoice request, from the keyboard.
  const panel = page.getByTestId("invoice-request");
  const open = panel.getByRole("button", { name: "Yêu cầu xuất hoá đơn VAT" });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("textbox", { name: "Tên công ty" })).toBeFocused();
  await page.keyboard.type("Công ty Cổ phần Sữa Việt Nam");
  await page.keyboard.press("Tab");
  await page.keyboard.type("0300588596"); // Vinamilk's MST with its last two digits swapped
  await page.keyboard.press("Tab");
  // Leaving the field checks it: the wrong MST is said before anything is sent.
  await expect(panel.getByText("Mã số thuế không đúng (sai chữ số kiểm tra). Bạn hãy kiểm tra lại từng chữ số nhé.")).toBeVisible();
  await page.keyboard.type("ketoan@vinamilk.example");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Số 10 Tân Trào, phường Tân Phú, Quận 7, TP. Hồ Chí Minh");
  await page.keyboard.press("Enter");
  const taxCode = panel.getByRole("textbox", { name: "Mã số thuế" });
  await expect(taxCode).toBeFocused();
  await expect(taxCode).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByText("Mã số thuế không đúng (sai chữ số kiểm tra). Bạn hãy kiểm tra lại từng chữ số nhé.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await bothWidths(page, testInfo, "invoice-form-error");

  await taxCode.fill("0300588569");
  await taxCode.press("Enter");
  const result = panel.getByRole("status");
  await expect(result).toContainText(/Đã xuất hoá đơn số 1C\d{2}THC \d{8} và gửi tới ketoan@vinamilk\.example\./);
  await expect(result).toBeFocused();
  const number = (await result.textContent())!.match(/1C\d{2}THC \d{8}/)![0];
  expect(await seriousViolations(page)).toEqual([]);
  await bothWidths(page, testInfo, "invoice-issued");

  // The invoice opens from its link.
  const invoiceUrl = (await panel.getByRole("link", { name: "Xem hoá đơn" }).getAttribute("href"))!;
  await page.goto(invoiceUrl);
  await expect(page.getByRole("heading", { name: "Hoá đơn giá trị gia tăng" })).toBeVisible();
  await expect(page.getByText("0300588569")).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await bothWidths(page, testInfo, "invoice-page");

  // The e-mail, in the local mailbox.
  await expect
    .poll(
      async () => {
        await page.goto("/dev/mailbox");
        return page.getByRole("link", { name: new RegExp(`Hoá đơn VAT của đơn ${code}`) }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.getByRole("link", { name: new RegExp(`Hoá đơn VAT của đơn ${code}`) }).click();
  await expect(page.frameLocator("iframe").getByText(`Mã tra cứu`)).toBeVisible();
  await expect(page.frameLocator("iframe").getByRole("link", { name: "Xem hoá đơn" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();

  // The manager of Sông Hàn, at the order desk.
  const desk = await signedInPage(browser, DEMO_MANAGER);
  await gotoHydrated(desk.page, `/admin/orders/${code}`);
  const invoice = desk.page.getByTestId("order-invoice");
  await expect(invoice.getByRole("heading", { name: /Hoá đơn VAT/ })).toContainText("Đã xuất");
  await expect(invoice).toContainText("MST 0300588569");
  await expect(invoice).toContainText(`Số ${number}`);
  await expect(desk.page.getByText("Khách yêu cầu xuất hoá đơn VAT")).toBeVisible();
  expect(await seriousViolations(desk.page)).toEqual([]);
  await bothWidths(desk.page, testInfo, "order-desk-invoice");
  expect(desk.errors).toEqual([]);
  await desk.context.close();
});
