import { Link } from "react-router";
import { formatDate, formatTime } from "@hancine/contract/format";
import type { OfflineState } from "./keep-offline.ts";

/** Where the tickets kept on this device are listed (the offline page of the worker links here too). */
export const UPCOMING_TICKETS_PATH = "/account/ve-sap-xem";

const savedWhen = (savedAt: string) => `${formatTime(savedAt)} ngày ${formatDate(savedAt)}`;

/**
 * The notes' words in the page's language, given by a translated page (the upcoming tickets,
 * decision 093b; `account.offline.*`); a page that gives none shows them in Vietnamese.
 */
export type OfflineWords = {
  kept: (savedAt: string) => string;
  copyTitle: string;
  copy: (savedAt: string) => string;
  list: string;
  listPath: string;
};

const VIETNAMESE: OfflineWords = {
  kept: (savedAt) => `Đã lưu trên máy này lúc ${savedWhen(savedAt)}: bạn mở được trang này cả khi không có mạng.`,
  copyTitle: "Bạn đang ngoại tuyến — vé đã lưu trên máy này",
  copy: (savedAt) => `Bản lưu lúc ${savedWhen(savedAt)}. Khi có mạng, hãy tải lại trang để xem thông tin mới nhất.`,
  list: "Các vé đã lưu",
  listPath: UPCOMING_TICKETS_PATH,
};

/** Once the page is kept: it will open without a connection. */
export function KeptOfflineNote({ state, words = VIETNAMESE }: { state: OfflineState; words?: OfflineWords }) {
  if (state.kind !== "kept") return null;
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-slate-700 print:hidden">
      <span aria-hidden="true" className="inline-block size-2 shrink-0 rounded-full bg-emerald-600" />
      {words.kept(state.savedAt)}
    </p>
  );
}

/** Above the kept copy shown without a connection: what it is and when it was saved. */
export function OfflineCopyBanner({ state, showListLink = false, words = VIETNAMESE }: { state: OfflineState; showListLink?: boolean; words?: OfflineWords }) {
  if (state.kind !== "copy") return null;
  return (
    <div role="status" className="mb-4 rounded-card border border-amber-brand-dark bg-amber-50 px-4 py-3 text-night-900 print:hidden">
      <p className="font-bold">{words.copyTitle}</p>
      <p className="text-sm text-slate-800">
        {words.copy(state.savedAt)}
        {showListLink ? (
          <>
            {" "}
            {/* A whole-document load: the worker answers it with the kept list (a client-side load would need the network). */}
            <Link reloadDocument to={words.listPath} className="font-bold text-night-900 underline underline-offset-2">
              {words.list}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
