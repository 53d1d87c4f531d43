import type { Page } from "@playwright/test";
import sharp from "sharp";

/** The back office's film editor (/admin/films/…) and the art its tests upload. */

/** A text box or list of the editor by its label (the preview beside it repeats the film's name as a label). */
export const editorField = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true }).or(page.getByRole("combobox", { name, exact: true }));

/** A 2:3 poster drawn here: night blue, an amber sun, the film's name. */
export async function posterPng(title: string): Promise<Buffer> {
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1633"/><stop offset="1" stop-color="#2f6feb"/></linearGradient></defs>
    <rect width="800" height="1200" fill="url(#g)"/><circle cx="400" cy="520" r="220" fill="#f5a623"/>
    <text x="400" y="1000" font-family="DejaVu Sans" font-size="64" font-weight="bold" fill="#fff" text-anchor="middle">${title}</text></svg>`;
  return sharp(Buffer.from(art)).png().toBuffer();
}

/** A 16:9 backdrop drawn here. */
export const backdropPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#13224a"/><circle cx="1200" cy="300" r="160" fill="#f5a623"/></svg>',
    ),
  )
    .png()
    .toBuffer();
