import { useEffect, useState } from "react";

/**
 * A VietQR payload drawn as a QR code in the browser, with the project's QR library (`qrcode`, also
 * the server's), loaded only when a transfer is asked for: the counter's chunk stays small.
 */
export function VietQrImage({ payload, label }: { payload: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async ({ default: QRCode }) => {
      const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#0B1633", light: "#FFFFFF" } });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? (
    <img src={src} alt={label} width={224} height={224} className="size-56 rounded-card bg-white" data-vietqr={payload} />
  ) : (
    <div role="img" aria-label={`${label} (đang vẽ mã)`} className="size-56 animate-pulse rounded-card bg-slate-100" />
  );
}
