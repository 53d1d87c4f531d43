import QRCode from "qrcode";

// Medium error correction: survives a scuffed phone screen or a creased print-out.
const OPTIONS = { errorCorrectionLevel: "M" as const, margin: 2 };

/** The QR code as SVG for the ticket page (scales crisply on screen and on paper). */
export function ticketQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...OPTIONS, type: "svg", color: { dark: "#0B1633", light: "#FFFFFF" } });
}

/** The QR code as PNG for e-mail (mail clients do not show SVG). */
export function ticketQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...OPTIONS, type: "png", width: 240, color: { dark: "#0B1633", light: "#FFFFFF" } });
}
