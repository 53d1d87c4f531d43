import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { buttonClass } from "../ui/button.tsx";
import { FormAlert } from "../ui/form-fields.tsx";
import { paths } from "../features/site/paths.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: siteMessagesOf(matches, loaderData?.messages).t("account.verify.metaTitle") },
  { name: "robots", content: "noindex" },
];

/**
 * /xac-thuc-email?token=… (and /en/xac-thuc-email, where English e-mails lead): the link of the
 * verification e-mail. Verifying is idempotent (a second click still says verified), so doing it
 * while loading the page is safe. The API's refusal comes in the page's language (pages.ts).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const messages = messagesFor(locale, ["account"]);
  const { t } = translator(locale, messages);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { verified: false, message: t("account.verify.noToken"), messages };
  const answer = await readApi(servicesOf(context).api, "POST /auth/email/verify", { body: { token } });
  if (answer.status === 200) return { verified: true, message: t("account.verify.done"), messages };
  const error = answer.ok ? null : answer.error;
  return { verified: false, message: error?.fields?.token ?? error?.message ?? t("account.verify.failed"), messages };
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <VerifyEmail loaderData={loaderData} />
    </MessagesProvider>
  );
}

function VerifyEmail({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{t("account.verify.title")}</h1>
      <div className="mt-6 space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <FormAlert tone={loaderData.verified ? "success" : "error"} message={loaderData.message} />
        <Link
          to={href(loaderData.verified ? paths.home() : paths.account())}
          className={buttonClass(loaderData.verified ? "primary" : "secondary", "h-12 w-full")}
        >
          {loaderData.verified ? t("account.verify.book") : t("account.verify.toAccount")}
        </Link>
      </div>
    </div>
  );
}
