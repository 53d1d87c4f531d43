import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AccountSession } from "@hancine/contract/mfa";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { deviceName, formatMoment, inSentence, timeAgo } from "./security-texts.ts";

/**
 * The account's signed-in devices, this one first, then the newest: browser and system, place and address, last seen
 * (how long ago and when, on the chain's clock). "Thiết bị này" is this browser; any other can be
 * signed out, or all of them at once.
 */
export function DeviceList({ sessions: listed, now }: { sessions: AccountSession[]; now: number }) {
  // This device first, then the others newest first (the server's order).
  const sessions = [...listed].sort((a, b) => Number(b.current) - Number(a.current));
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const others = sessions.filter((session) => !session.current);
  const i18n = useI18n();
  const { t, rich, locale } = i18n;
  const nameOf = (session: AccountSession) => deviceName(session, i18n);

  const endOne = async (session: AccountSession) => {
    setBusy(session.id);
    const answer = await callApi("DELETE /me/sessions/:id", { params: { id: session.id } });
    setBusy(null);
    if (!answer.ok) return setOutcome({ tone: "error", text: answer.error.message });
    setOutcome({ tone: "success", text: t("me.devices.signedOut", { device: nameOf(session) }) });
    await revalidator.revalidate();
  };
  const endOthers = async () => {
    setBusy("others");
    const answer = await callApi("POST /me/sessions/end-others");
    setBusy(null);
    if (!answer.ok) return setOutcome({ tone: "error", text: answer.error.message });
    setOutcome({
      tone: "success",
      text: answer.result.ended > 0 ? t("me.devices.endedOthers", { n: answer.result.ended }) : t("me.devices.noOthers"),
    });
    await revalidator.revalidate();
  };

  return (
    <div className="space-y-4">
      <FormAlert message={outcome?.text ?? null} tone={outcome?.tone} />
      <ul className="divide-y divide-slate-100 rounded-card border border-slate-200">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-night-900">
                {nameOf(session)}
                {session.current ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">{t("me.devices.thisDevice")}</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {session.place}
                {session.ip ? <> · {session.ip}</> : null}
              </p>
              <p className="text-sm text-slate-600">
                {session.current
                  ? t("me.devices.inUse")
                  : rich("me.devices.active", {
                      ago: inSentence(timeAgo(session.lastSeenAt, now, i18n)),
                      moment: <time dateTime={session.lastSeenAt}>{formatMoment(session.lastSeenAt, locale)}</time>,
                    })}
                {" · "}
                {rich("me.devices.signedInAt", { moment: <time dateTime={session.createdAt}>{formatMoment(session.createdAt, locale)}</time> })}
              </p>
            </div>
            {session.current ? null : (
              <button type="button" disabled={busy !== null} onClick={() => endOne(session)} className={buttonClass("ghost", "border border-slate-300", "sm")}>
                {busy === session.id ? t("me.devices.signingOut") : t("me.devices.signOut")}
                <span className="sr-only"> {nameOf(session)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button type="button" disabled={busy !== null} onClick={endOthers} className={buttonClass("secondary")}>
          {busy === "others" ? t("me.devices.signingOut") : t("me.devices.signOutOthers")}
        </button>
      ) : (
        <p className="text-sm text-slate-600">{t("me.devices.onlyThis")}</p>
      )}
    </div>
  );
}
