import { useEffect, useRef, useState } from "react";
import { cx } from "#web/ui/cx.ts";

/** Where an order's tickets and receipt are laid out for the 80 mm printer (HTML, outside the JSON API). */
const printPath = (code: string) => `/api/v1/box-office/orders/${encodeURIComponent(code)}/print`;

/**
 * The order's tickets and receipt, previewed in a frame and printed from it. The page is read by
 * fetch and shown as the frame's `srcdoc` (same origin, no script): the print page itself may not be
 * framed (every API answer says `frame-ancestors 'none'`). Each rise of `printRequests` prints it once,
 * as soon as it is shown.
 */
export function PrintPreview({ code, printRequests, className }: { code: string; printRequests: number; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const printed = useRef(0);

  useEffect(() => {
    let live = true;
    setHtml(null);
    setLoaded(false);
    fetch(printPath(code), { credentials: "same-origin", headers: { accept: "text/html" } })
      .then(async (response) => {
        if (!live) return;
        if (response.ok) setHtml(await response.text());
        else setProblem("Không tải được vé để in. Hãy thử lại.");
      })
      .catch(() => live && setProblem("Không kết nối được máy chủ để lấy vé in. Hãy kiểm tra mạng rồi thử lại."));
    return () => {
      live = false;
    };
  }, [code]);

  useEffect(() => {
    if (loaded && printRequests > printed.current) {
      printed.current = printRequests;
      frame.current?.contentWindow?.print();
    }
  }, [printRequests, loaded]);

  if (problem)
    return (
      <p role="alert" className="rounded-card bg-red-50 px-3 py-2 text-sm text-red-800">
        {problem}
      </p>
    );
  return (
    <div className={cx("flex flex-col items-center gap-2", className)}>
      {html ? (
        <iframe
          ref={frame}
          title={`Bản in vé và hoá đơn đơn ${code}`}
          srcDoc={html}
          sandbox="allow-same-origin allow-modals"
          onLoad={() => setLoaded(true)}
          className="h-80 w-[80mm] max-w-full rounded-card border border-slate-300 bg-white"
        />
      ) : (
        <div
          aria-busy="true"
          className="flex h-80 w-[80mm] max-w-full items-center justify-center rounded-card border border-slate-200 bg-slate-50 text-sm text-slate-600"
        >
          Đang chuẩn bị bản in…
        </div>
      )}
    </div>
  );
}
