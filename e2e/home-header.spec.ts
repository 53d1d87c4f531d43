import { expect, test, type Page } from "@playwright/test";
import type { Cinema, Film } from "@hancine/contract/catalog";
import { foldDiacritics } from "@hancine/contract/slug";
import { apiResult, consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Điều hướng chính" });

test("the header links to the six sections and its dropdowns list the spec's entries and the 8 menu cinemas", async ({ page, request }) => {
  const menuCinemas = (await apiResult<Cinema[]>(request, "/cinemas")).filter((c) => c.inMenu);
  expect(menuCinemas).toHaveLength(8);
  await gotoHydrated(page);

  const nav = mainNav(page);
  for (const [label, href] of [
    ["Mua vé", "/buy-tickets"],
    ["Phim", "/movies"],
    ["Sản phẩm", "/products"],
    ["Góc điện ảnh", "/cinema-corner"],
    ["Sự kiện", "/events"],
    ["Rạp/Giá vé", "/theaters-prices"],
  ] as const)
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);

  // Hover opens a dropdown.
  await nav.getByRole("link", { name: "Rạp/Giá vé", exact: true }).hover();
  const cinemasToggle = nav.getByRole("button", { name: "Mở danh mục Rạp/Giá vé" });
  await expect(cinemasToggle).toHaveAttribute("aria-expanded", "true");
  const cinemasMenu = page.locator(`#${await cinemasToggle.getAttribute("aria-controls")}`);
  await expect(cinemasMenu.getByRole("link")).toHaveText(menuCinemas.map((c) => c.name));
  await page.mouse.move(5, 600);
  await expect(cinemasMenu).toBeHidden();

  // The keyboard opens one with its arrow button; Escape closes it and returns focus.
  const expectations = {
    "Sản phẩm": [/Talent Show/, /^Đồ lưu niệm$/],
    "Góc điện ảnh": ["Thể loại phim", "Diễn viên", "Đạo diễn", "Bình luận phim", "Blog điện ảnh"],
    "Sự kiện": ["Ưu đãi", "Phim hay tháng", /Talent Show/, "Đồ lưu niệm"],
  } as const;
  for (const [label, entries] of Object.entries(expectations)) {
    const toggle = nav.getByRole("button", { name: `Mở danh mục ${label}` });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link")).toHaveText([...entries]);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  }
});

test("the search icon toggles the input; Enter opens /search?q=… which finds films without diacritics", async ({ page, request }) => {
  const [film] = await apiResult<Film[]>(request, "/films/showing");
  const query = foldDiacritics(film!.name).toLowerCase();
  await gotoHydrated(page);

  const toggle = header(page).getByRole("button", { name: "Tìm kiếm" });
  const input = header(page).getByRole("searchbox");
  await expect(input).toBeHidden();
  await toggle.click();
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await header(page).getByRole("button", { name: "Đóng ô tìm kiếm" }).click();
  await expect(input).toBeHidden();
  // From the keyboard: Enter on the toggle opens the row (its code fetched on first use), Escape closes it and gives the focus back.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(input).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await input.fill(query);
  await input.press("Enter");
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: query })}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kết quả tìm kiếm cho “${query}”`);
  await expect(page.getByRole("main").getByRole("heading", { level: 3, name: film!.name })).toBeVisible();
  await expect(input).toBeHidden();
});

test("search finds people and formats: a director typed without diacritics, then 'imax'", async ({ page, request }) => {
  const [listed] = await apiResult<Film[]>(request, "/films/showing");
  const film = await apiResult<{ name: string; directors: { slug: string; name: string }[] }>(request, `/films/${listed!.slug}`);
  const director = film.directors[0]!;
  await gotoHydrated(page, `/search?${new URLSearchParams({ q: foldDiacritics(director.name).toLowerCase() })}`);
  const people = page.getByRole("region", { name: /Đạo diễn, diễn viên/ });
  const person = people.getByRole("link", { name: new RegExp(director.name) });
  await expect(person).toContainText(film.name);
  await expect(page.getByRole("main").getByRole("heading", { level: 3, name: film.name })).toBeVisible();
  await person.click();
  await expect(page).toHaveURL(`/cinema-corner/directors#${director.slug}`);

  const imax = await apiResult<Film[]>(request, "/films/imax");
  await gotoHydrated(page, "/search?q=imax");
  for (const each of imax) await expect(page.getByRole("main").getByRole("heading", { level: 3, name: each.name })).toBeVisible();
});

test("'Đăng nhập' opens the login modal: body.modal-open, fields, show/hide, closes by overlay, button and Escape, focus returns", async ({ page }) => {
  await gotoHydrated(page);
  const opener = header(page).getByRole("button", { name: "Đăng nhập" });
  const dialog = page.getByRole("dialog", { name: "Đăng nhập" });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/\bmodal-open\b/);
  await expect(dialog.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
  const password = dialog.getByLabel("Mật khẩu", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await dialog.getByRole("button", { name: "Hiện mật khẩu" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await dialog.getByRole("button", { name: "Ẩn mật khẩu" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(dialog.getByRole("button", { name: "Quên mật khẩu?" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Đăng nhập" })).toHaveAttribute("type", "submit");

  // Focus stays inside while it is open.
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // An incomplete submit stays in the modal and says what is missing (e2e/accounts.spec.ts covers signing in).
  await dialog.getByLabel("Email").fill("khach@example.com");
  await dialog.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(dialog.getByText("Vui lòng nhập mật khẩu.")).toBeVisible();
  await expect(page).toHaveURL("/");

  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page.locator("body")).not.toHaveClass(/\bmodal-open\b/);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Đóng" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator("body")).not.toHaveClass(/\bmodal-open\b/);
});

test("the signup form has every field, independent show/hide toggles, a date of birth clear button, and switches back", async ({ page }) => {
  await gotoHydrated(page);
  await header(page).getByRole("button", { name: "Đăng nhập" }).click();
  await page.getByRole("dialog", { name: "Đăng nhập" }).getByRole("button", { name: "Đăng ký" }).click();
  const dialog = page.getByRole("dialog", { name: "Đăng ký tài khoản" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/\bmodal-open\b/);

  for (const [label, name, autocomplete] of [
    ["Họ và tên", "fullName", "name"],
    ["Email", "email", "email"],
    ["Số điện thoại", "phone", "tel"],
    ["Ngày sinh", "dateOfBirth", "bday"],
  ] as const) {
    const field = dialog.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("name", name);
    await expect(field).toHaveAttribute("autocomplete", autocomplete);
  }
  const gender = dialog.getByRole("group", { name: "Giới tính" });
  await gender.getByRole("radio", { name: "Nam" }).check();
  await gender.getByRole("radio", { name: "Nữ" }).check();
  await expect(gender.getByRole("radio", { name: "Nam" })).not.toBeChecked();

  const dob = dialog.getByLabel("Ngày sinh", { exact: true });
  // Typed the Vietnamese way, day first; the slashes appear by themselves.
  await dob.pressSequentially("17052000");
  await expect(dob).toHaveValue("17/05/2000");
  await expect(dob).toHaveAccessibleDescription(/ví dụ 15\/06\/1998/);
  await dialog.getByRole("button", { name: "Xóa ngày sinh" }).click();
  await expect(dob).toHaveValue("");

  const password = dialog.getByLabel("Mật khẩu", { exact: true });
  const confirm = dialog.getByLabel("Nhập lại mật khẩu", { exact: true });
  await expect(password).toHaveAttribute("autocomplete", "new-password");
  await dialog.getByRole("button", { name: "Hiện mật khẩu", exact: true }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(confirm).toHaveAttribute("type", "password");
  await dialog.getByRole("button", { name: "Hiện nhập lại mật khẩu" }).click();
  await expect(confirm).toHaveAttribute("type", "text");

  await expect(dialog.getByRole("checkbox", { name: /Điều khoản sử dụng.*Chính sách bảo mật/ })).not.toBeChecked();
  await expect(dialog.locator("altcha-widget")).toBeAttached();
  await expect(dialog.getByRole("button", { name: "Hoàn thành" })).toHaveAttribute("type", "submit");

  await dialog.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page.getByRole("dialog", { name: "Đăng nhập" })).toBeVisible();
});
