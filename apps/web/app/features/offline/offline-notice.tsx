import { Link } from "react-router";
import { formatTime } from "@hancine/contract/format";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { useI18n, type I18n } from "#web/lib/i18n/messages.tsx";
import type { OfflineState } from "./keep-offline.ts";

/** Where the tickets kept on this device are listed (the offline page of the worker links here too). */
export const UPCOMING_TICKETS_PATH = "/account/ve-sap-xem";

/** "22:05 ngày 30/11/2026" / "22:05 on 30 Nov 2026" (the chain's zone). */
const savedWhen = ({ t, locale }: I18n, savedAt: string) => t("offline.when", { time: formatTime(savedAt), day: dateLong(locale, savedAt) });

/** Once the page is kept: it will open without a connection. */
export function KeptOfflineNote({ state }: { state: OfflineState }) {
  const i18n = useI18n();
  if (state.kind !== "kept") return null;
  return (
    <p className="mt-2 flex items-center gap-2 text-sm text-slate-700 print:hidden">
      <span aria-hidden="true" className="inline-block size-2 shrink-0 rounded-full bg-emerald-600" />
      {i18n.t("offline.kept", { when: savedWhen(i18n, state.savedAt) })}
    </p>
  );
}

/** Above the kept copy shown without a connection: what it is and when it was saved. */
export function OfflineCopyBanner({ state, showListLink = false }: { state: OfflineState; showListLink?: boolean }) {
  const i18n = useI18n();
  if (state.kind !== "copy") return null;
  return (
    <div role="status" className="mb-4 rounded-card border border-amber-brand-dark bg-amber-50 px-4 py-3 text-night-900 print:hidden">
      <p className="font-bold">{i18n.t("offline.title")}</p>
      <p className="text-sm text-slate-800">
        {i18n.t("offline.copy", { when: savedWhen(i18n, state.savedAt) })}
        {showListLink ? (
          <>
            {" "}
            {/* A whole-document load: the worker answers it with the kept list (a client-side load would need the network). */}
            <Link reloadDocument to={i18n.href(UPCOMING_TICKETS_PATH)} className="font-bold text-night-900 underline underline-offset-2">
              {i18n.t("offline.list")}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
