import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Settlement } from "@hancine/contract/film-hire";
import { chainDay, formatCount, formatVnd } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { shots } from "./helpers/screenshots.ts";
import { buyTwoSeatsOnGateway, newDemoCustomer } from "./helpers/booking.ts";
import { DEMO_ADMIN as ADMIN, DEMO_MANAGER, DEMO_URL, MANAGER_CINEMA, scheduleSoon, signedInPage } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

/**
 * Film hire (issue 36, decision 087) as the demo admin meets it: a customer pays for two seats at
 * Sông Hàn; the admin enters the film's hire terms in the film editor, opens "Thanh toán tiền thuê
 * phim" for that film's distributor and day, reads the table and downloads the CSV, XLSX and PDF,
 * whose figures are the API's. Screenshots at 1280 and 768 px wide (SHOTS_DIR, else the test's output).
 */
const base = DEMO_URL;

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

let day = "";
let filmSlug = "";
let filmName = "";

test("a customer pays for two seats at Sông Hàn", async ({ browser }) => {
  const showtimeId = await scheduleSoon((await browser.newContext()).request, 50);
  const { context, page } = await newDemoCustomer(browser);
  await buyTwoSeatsOnGateway(page, showtimeId);
  const showtime = (await (await page.request.get(`${base}/api/v1/showtimes/${showtimeId}`)).json()).result as {
    startsAt: string;
    film: { slug: string; name: string };
  };
  day = chainDay(showtime.startsAt);
  filmSlug = showtime.film.slug;
  filmName = showtime.film.name;
  await context.close();
});

test("the admin enters the film's hire terms and downloads its distributor's settlement", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, ADMIN);
  const films = (await (await page.request.get(`${base}/api/v1/admin/films?q=${filmSlug}`)).json()).result as { films: { id: string; slug: string }[] };
  const film = films.films.find((f) => f.slug === filmSlug)!;

  // The film editor's "Điều khoản thuê phim": Galaxy Studio, 60 % in week 1, 50 % in weeks 2–3, 42,5 % from week 4, at least 20.000 ₫ an admission.
  await gotoHydrated(page, `/admin/films/${film.id}`);
  const terms = page.getByRole("region", { name: "Điều khoản thuê phim" });
  await terms.getByLabel("Nhà phát hành").selectOption({ label: "Galaxy Studio" });
  await terms.getByLabel("Tối thiểu mỗi vé (đồng, không bắt buộc)").fill("20.000");
  await terms.getByLabel("Mức 1: tỉ lệ (%)").fill("60");
  await terms.getByLabel("Mức 2: tỉ lệ (%)").fill("50");
  await terms.getByRole("button", { name: "Xoá mức 3" }).click();
  await terms.getByRole("button", { name: "Thêm mức" }).click();
  // A week that does not come after the one before is refused on its field, in Vietnamese.
  await terms.getByLabel("Mức 3: từ tuần").fill("2");
  await terms.getByLabel("Mức 3: tỉ lệ (%)").fill("42,5");
  await terms.getByRole("button", { name: "Lưu điều khoản" }).click();
  await expect(terms.getByText("Các tuần phải tăng dần (mỗi mức sau tuần của mức trước).")).toBeVisible();
  await terms.getByLabel("Mức 3: từ tuần").fill("4");
  await terms.getByRole("button", { name: "Lưu điều khoản" }).click();
  await expect(terms.getByText("Đã lưu điều khoản thuê phim với Galaxy Studio.")).toBeVisible();
  const saved = (await (await page.request.get(`${base}/api/v1/admin/films/${film.id}/hire-terms`)).json()).result;
  expect(saved).toMatchObject({
    distributor: { slug: "galaxy" },
    weeks: [
      { week: 1, percent: 60 },
      { week: 2, percent: 50 },
      { week: 4, percent: 42.5 },
    ],
    minimumPerTicket: 20_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await terms.scrollIntoViewIfNeeded();
  await shots(page, testInfo, "film-hire-terms", { widths: [1280, 768] });

  // The settlements screen, picked by distributor and period.
  await gotoHydrated(page, "/admin");
  await page
    .getByRole("link", { name: /^Thanh toán tiền thuê phim/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Thanh toán tiền thuê phim" })).toBeVisible();
  const picker = page.getByRole("form", { name: "Chọn nhà phát hành và kỳ thanh toán" });
  await picker.getByLabel("Nhà phát hành").selectOption({ label: "Galaxy Studio" });
  await picker.getByLabel("Từ ngày").fill(day.split("-").reverse().join("/"));
  await picker.getByLabel("Đến ngày").fill(day.split("-").reverse().join("/"));
  await picker.getByRole("button", { name: "Xem bảng thanh toán" }).click();
  await expect(page).toHaveURL(/distributor=galaxy/);

  const api = (await (await page.request.get(`${base}/api/v1/admin/reports/settlements?distributor=galaxy&from=${day}&to=${day}`)).json()).result as Settlement;
  const row = api.rows.find((r) => r.film.slug === filmSlug && r.cinema.slug === MANAGER_CINEMA)!;
  expect(row.admissions).toBeGreaterThanOrEqual(2);
  // Independent of the screen: the rent is the net × the week's percentage, or the minimum × admissions.
  const expectedPercent = row.week === 1 ? 60 : row.week < 4 ? 50 : 42.5;
  expect(row.percent).toBe(expectedPercent);
  expect(row.netBoxOffice).toBe(row.grossBoxOffice - Math.round((row.grossBoxOffice * 10) / 110));
  expect(row.filmRent).toBe(Math.max(Math.round((row.netBoxOffice * expectedPercent) / 100), row.admissions * 20_000));
  const table = page.getByRole("table", { name: /Bảng thanh toán tiền thuê phim của Galaxy Studio/ });
  const line = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: filmName }) })
    .filter({ hasText: "Sông Hàn" });
  await expect(line).toContainText(formatVnd(row.filmRent));
  await expect(line).toContainText(formatCount(row.admissions));
  await expect(table.getByRole("row").last()).toContainText(formatVnd(api.totals.filmRent));
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "settlements", { widths: [1280, 768] });

  // The downloads: the CSV's lines are the API's rows and totals; the XLSX is a workbook; the PDF an A4 page.
  const downloads = page.getByRole("group", { name: "Tải bảng thanh toán" });
  const fileOf = async (name: string) => {
    const download = page.waitForEvent("download");
    await downloads.getByRole("link", { name }).click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
  };
  const csv = await fileOf("Tải CSV");
  expect(csv.name).toBe(`Thanh toán tiền thuê phim Galaxy Studio ${day} đến ${day}.csv`);
  const lines = csv.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toContain("Tiền thuê phim (VND)");
  expect(lines).toHaveLength(1 + api.rows.length + 1);
  const t = api.totals;
  expect(lines.at(-1)).toBe(`Tổng cộng,,,,,,${t.admissions},${t.grossBoxOffice},${t.vat},${t.netBoxOffice},,${t.filmRent},`);
  expect(lines.some((l) => l.includes(`,${row.admissions},${row.grossBoxOffice},${row.vat},${row.netBoxOffice},${row.percent},${row.filmRent},`))).toBe(true);
  const xlsx = await fileOf("Tải XLSX");
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe("PK");
  const pdf = await fileOf("Tải PDF");
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  expect(errors).toEqual([]);
  await context.close();
});

test("the admin subscribes to the weekly sales report by e-mail, then stops it", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, ADMIN);
  await gotoHydrated(page, "/admin/bao-cao-qua-email");
  await expect(page.getByRole("heading", { level: 1, name: "Báo cáo qua e-mail" })).toBeVisible();
  const weekly = page.getByRole("region", { name: "Báo cáo hằng tuần" });
  await weekly.getByLabel("Giờ gửi (giờ Việt Nam)").selectOption({ label: "08:00" });
  await weekly.getByRole("button", { name: /Đăng ký nhận|Lưu thay đổi/ }).click();
  await expect(weekly.getByText("Đã lưu: gửi lúc 08:00 (giờ Việt Nam).")).toBeVisible();
  const mine = (await (await page.request.get(`${base}/api/v1/admin/report-subscriptions`)).json()).result as { frequency: string; hour: number }[];
  expect(mine.find((s) => s.frequency === "weekly")).toMatchObject({ hour: 8 });
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "report-mail", { widths: [1280, 768] });
  await weekly.getByRole("button", { name: "Huỷ nhận" }).click();
  await expect(weekly.getByText("Bạn chưa đăng ký.")).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("the admin adds a distributor with its tax details, corrects it, and finds it in a film's hire terms; a manager reads the list", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, ADMIN);
  const name = `Phim Xanh ${Date.now().toString(36)}`;
  await gotoHydrated(page, "/admin");
  await page
    .getByRole("navigation", { name: "Mục quản trị" })
    .getByRole("link", { name: /^Nhà phát hành/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Nhà phát hành" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "CJ HK Entertainment" })).toBeVisible();

  await page.getByRole("button", { name: "Thêm nhà phát hành" }).click();
  const dialog = page.getByRole("dialog", { name: "Thêm nhà phát hành" });
  await dialog.getByLabel("Tên thường gọi").fill(name);
  await dialog.getByLabel("Tên công ty (trên hoá đơn)").fill(`Công ty TNHH ${name}`);
  // A tax code of the wrong shape is refused on its field, in Vietnamese, before anything is sent.
  await dialog.getByLabel("Mã số thuế").fill("12345");
  await dialog.getByRole("button", { name: "Thêm nhà phát hành" }).click();
  await expect(dialog.getByText(/Mã số thuế gồm 10 chữ số/)).toBeVisible();
  await expect(dialog.getByLabel("Mã số thuế")).toBeFocused();
  await dialog.getByLabel("Mã số thuế").fill("0319876543");
  await dialog.getByLabel("Địa chỉ").fill("45 Bạch Đằng, Hải Châu, Đà Nẵng");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Thêm nhà phát hành" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Đã thêm nhà phát hành ${name}.` })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row).toContainText("0319876543");

  // The same name again: refused on the name, in Vietnamese; the list keeps one.
  await page.getByRole("button", { name: "Thêm nhà phát hành" }).click();
  const again = page.getByRole("dialog", { name: "Thêm nhà phát hành" });
  await again.getByLabel("Tên thường gọi").fill(name.toUpperCase());
  await again.getByRole("button", { name: "Thêm nhà phát hành" }).click();
  await expect(again.getByText(/Đã có nhà phát hành/).first()).toBeVisible();
  await again.getByRole("button", { name: "Huỷ" }).click();
  await expect(page.getByRole("rowheader", { name })).toHaveCount(1);

  // Corrected: the branch's tax code, the address cleared.
  await row.getByRole("button", { name: `Sửa ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Sửa nhà phát hành ${name}` });
  await expect(edit.getByLabel("Mã số thuế")).toHaveValue("0319876543");
  await edit.getByLabel("Mã số thuế").fill("0319876543-002");
  await edit.getByLabel("Địa chỉ").fill("");
  await edit.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Đã lưu nhà phát hành ${name}.` })).toBeVisible();
  await expect(row).toContainText("0319876543-002");
  await expect(row).toContainText("Chưa nhập");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "distributors", { widths: [375, 768, 1280] });

  // A film's hire terms offer it at once.
  const films = (await (await page.request.get(`${base}/api/v1/admin/films?q=${filmSlug}`)).json()).result as { films: { id: string; slug: string }[] };
  await gotoHydrated(page, `/admin/films/${films.films.find((f) => f.slug === filmSlug)!.id}`);
  const terms = page.getByRole("region", { name: "Điều khoản thuê phim" });
  await expect(terms.getByLabel("Nhà phát hành").getByRole("option", { name })).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();

  // The manager reads the list, with no button to change it.
  const manager = await signedInPage(browser, DEMO_MANAGER);
  await gotoHydrated(manager.page, "/admin/nha-phat-hanh");
  await expect(manager.page.getByRole("rowheader", { name })).toBeVisible();
  await expect(manager.page.getByRole("button", { name: "Thêm nhà phát hành" })).toHaveCount(0);
  await expect(manager.page.getByRole("button", { name: /^Sửa / })).toHaveCount(0);
  expect(manager.errors).toEqual([]);
  await manager.context.close();
});
