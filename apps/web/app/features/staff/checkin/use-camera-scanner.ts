import { useCallback, useEffect, useRef, useState } from "react";

/** The parts of the Shape Detection API used here (not in TypeScript's DOM types yet). */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

export type CameraState = "unsupported" | "off" | "starting" | "on" | "denied";

/** Whether this browser can read QR codes from the camera by itself (no library needed). */
async function qrDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || !navigator.mediaDevices?.getUserMedia) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? ["qr_code"];
  return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
}

/**
 * Camera scanning where the browser has BarcodeDetector: start() opens the back camera into the
 * video element and reads a QR code about four times a second; each distinct code goes to onCode
 * (the same code again only after a pause, so one ticket held up is not sent over and over).
 */
export function useCameraScanner(onCode: (value: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>("unsupported");
  const detector = useRef<BarcodeDetectorLike | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ value: string; at: number } | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let live = true;
    void qrDetector().then((found) => {
      if (!live) return;
      detector.current = found;
      setState(found ? "off" : "unsupported");
    });
    return () => {
      live = false;
    };
  }, []);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState((s) => (s === "unsupported" ? s : "off"));
  }, []);

  const start = useCallback(async () => {
    if (!detector.current) return;
    setState("starting");
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
      setState("on");
    } catch {
      setState("denied");
    }
  }, []);

  useEffect(() => {
    if (state !== "on") return;
    const timer = window.setInterval(async () => {
      const source = video.current;
      if (!source || source.readyState < 2 || !detector.current) return;
      const [code] = await detector.current.detect(source).catch(() => []);
      if (!code?.rawValue) return;
      const now = Date.now();
      if (last.current && last.current.value === code.rawValue && now - last.current.at < 4_000) return;
      last.current = { value: code.rawValue, at: now };
      handler.current(code.rawValue);
    }, 250);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(() => stop, [stop]);

  return { video, state, start, stop };
}
