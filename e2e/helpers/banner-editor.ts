import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

/** A small drawn picture as PNG bytes, as a marketer would upload (a dark card with a coloured disc). */
export const uploadArt = (width: number, height: number, colour: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0b1633"/><circle cx="${width * 0.7}" cy="${height / 2}" r="${height / 3}" fill="${colour}"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * Fills the banner editor (/admin/banners/new) as a marketer does: both pictures, the words, "Đăng"
 * and "Hiện từ" `fromDay` (dd/MM/yyyy) at 00:00, typed as digits. Does not save.
 */
export async function fillBannerEditor(page: Page, { headline, fromDay }: { headline: string; fromDay: string }) {
  await page.locator("#imageMediaId-file").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await uploadArt(1680, 720, "#f5a623") });
  await expect(page.getByRole("img", { name: "Bản máy tính đã chọn" })).toBeVisible();
  await page.locator("#mobileMediaId-file").setInputFiles({ name: "banner-phone.png", mimeType: "image/png", buffer: await uploadArt(800, 600, "#17bebb") });
  await expect(page.getByRole("img", { name: "Bản điện thoại đã chọn" })).toBeVisible();
  await page.getByLabel("Mô tả ảnh (cho người đọc màn hình)").fill("Đêm phim ngoài trời bên sông Hàn");
  await page.getByLabel("Liên kết khi bấm vào banner").fill("/khuyen-mai/");
  await page.getByLabel("Nhãn nhỏ (cách nhau bằng dấu phẩy)").fill("Sự kiện");
  await page.getByLabel("Tiêu đề", { exact: true }).fill(headline);
  await page.getByLabel("Dòng mô tả").fill("Chiếu phim miễn phí mỗi tối thứ Bảy.");
  await page.getByLabel("Nút hành động").fill("Xem lịch");
  await page.getByRole("radio", { name: /Đăng/ }).check();
  // Typed as digits: the field writes the slashes and the colon.
  await page.getByLabel("Hiện từ", { exact: true }).pressSequentially(`${fromDay.replace(/\//g, "")}0000`);
  await expect(page.getByLabel("Hiện từ", { exact: true })).toHaveValue(`${fromDay} 00:00`);
}

/** The headlines of the home page's banner carousel, read afresh. */
export async function homeHeadlines(page: Page): Promise<string> {
  await page.goto("/");
  return (await page.getByTestId("banner-slide").allTextContents()).join(" ");
}
