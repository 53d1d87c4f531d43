import { useEffect, useState, type ReactNode } from "react";
import { callApi } from "#web/lib/api-client.ts";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { CheckIcon } from "#web/ui/more-icons.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * The slugs of the coming films the signed-in customer asked to hear about (one request per page,
 * after hydration; empty while signed out). `null` until known.
 */
export function useMyReminders(): Set<string> | null {
  const { user } = useCurrentUser();
  const [slugs, setSlugs] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (!user) {
      setSlugs(new Set());
      return;
    }
    const controller = new AbortController();
    void callApi("GET /me/reminders", { signal: controller.signal }).then((reply) => {
      if (reply.ok) setSlugs(new Set(reply.result.filter((r) => r.notifiedAt === null).map((r) => r.film.slug)));
    });
    return () => controller.abort();
  }, [user]);
  return slugs;
}

/** `nameLang`: the film's name is the chain's Vietnamese one on an English page. */
type Props = { slug: string; name: string; nameLang?: "vi" | undefined; subscribed: boolean; size?: "md" | "sm"; className?: string };

/**
 * "Nhắc tôi" on a coming film: one e-mail when its first showtimes go on sale (decision 051). A toggle
 * button (aria-pressed, a tick when on; its name stays the same); signed out, it opens the login first.
 */
export function RemindMeButton({ slug, name, nameLang, subscribed, size = "md", className }: Props) {
  const { user, openLogin } = useCurrentUser();
  const { t, rich } = useI18n();
  const film = <span lang={nameLang}>{name}</span>;
  const [on, setOn] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: ReactNode } | null>(null);
  useEffect(() => setOn(subscribed), [subscribed]);

  const toggle = async () => {
    if (!user) {
      openLogin();
      return;
    }
    setBusy(true);
    setMessage(null);
    const reply = on ? await callApi("DELETE /films/:slug/reminder", { params: { slug } }) : await callApi("POST /films/:slug/reminder", { params: { slug } });
    setBusy(false);
    if (!reply.ok) {
      if (reply.error.status === 401) openLogin();
      else setMessage({ tone: "error", text: reply.error.message });
      return;
    }
    setOn(!on);
    setMessage({ tone: "info", text: rich(on ? "films.remind.off" : "films.remind.on", { film }) });
  };

  return (
    <div className={className}>
      <button
        type="button"
        aria-pressed={on}
        onClick={() => void toggle()}
        disabled={busy}
        className={cx(buttonClass(on ? "secondary" : "primary", "w-full", size), "min-h-9")}
      >
        {on ? <CheckIcon width={16} height={16} /> : <BellIcon />}
        {t("films.remind.button")}
        <span className="sr-only">{rich("films.remind.when", { film })}</span>
      </button>
      {message ? (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={cx("mt-1.5 text-sm leading-snug", message.tone === "error" ? "text-red-800" : "text-slate-700")}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
