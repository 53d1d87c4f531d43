import type { Route } from "./+types/forgot-password";
import { ForgotPasswordForm } from "../features/account/sign-in/forgot-password-form.tsx";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { fieldTextsFor } from "../lib/i18n/field-texts.server.ts";
import { FieldTextsProvider } from "../lib/forms/field-texts.tsx";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: siteMessagesOf(matches, loaderData?.messages).t("account.forgot.metaTitle") },
  { name: "robots", content: "noindex" },
];

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  return { messages: messagesFor(locale, ["account"]), fieldTexts: fieldTextsFor(locale) };
}

/** /quen-mat-khau: the same 'Quên mật khẩu?' form as the login modal, for links from e-mails. */
export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <FieldTextsProvider texts={loaderData.fieldTexts}>
        <ForgotPassword />
      </FieldTextsProvider>
    </MessagesProvider>
  );
}

function ForgotPassword() {
  const { t } = useI18n();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{t("account.forgot.title")}</h1>
      <div className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
