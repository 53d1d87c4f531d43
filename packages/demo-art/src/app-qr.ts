import QRCode from "qrcode";
import { BRAND } from "./svg.ts";

export const APP_QR_SIZE = 240;

/**
 * The app-download QR code as SVG, from the qrcode package: a real code that phones can scan, in the
 * brand's night blue on white with the quiet zone scanners need.
 */
export async function appQrSvg(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    margin: 2,
    width: APP_QR_SIZE,
    errorCorrectionLevel: "M",
    color: { dark: BRAND.night, light: "#FFFFFF" },
  });
  return svg.trim();
}
