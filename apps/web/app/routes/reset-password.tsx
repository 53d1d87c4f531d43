import { useId, useState } from "react";
import { href, Link } from "react-router";
import { resetPasswordSchema, type User } from "@hancine/contract/auth";
import type { Route } from "./+types/reset-password";
import { buttonClass } from "../ui/button.tsx";
import { FormAlert, PasswordField, SubmitButton } from "../ui/form-fields.tsx";
import { paths } from "../features/site/paths.ts";
import { accountSecurityPath } from "../features/site/security-paths.ts";
import { useCurrentUser } from "../lib/current-user.tsx";
import { useContractForm } from "../lib/forms/use-contract-form.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { fieldTextsFor } from "../lib/i18n/field-texts.server.ts";
import { FieldTextsProvider } from "../lib/forms/field-texts.tsx";
import { toggleLabels } from "../features/account/sign-in/field-labels.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: siteMessagesOf(matches, loaderData?.messages).t("account.reset.metaTitle") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  return { token: new URL(request.url).searchParams.get("token") ?? "", messages: messagesFor(locale, ["account"]), fieldTexts: fieldTextsFor(locale) };
}

/** /dat-lai-mat-khau?token=… (and /en/dat-lai-mat-khau, where English e-mails lead): the link of the reset e-mail. Choosing a password also signs this browser in. */
export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <FieldTextsProvider texts={loaderData.fieldTexts}>
        <ResetPassword token={loaderData.token} />
      </FieldTextsProvider>
    </MessagesProvider>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { t, href: pathFor } = useI18n();
  const id = useId();
  const { setUser } = useCurrentUser();
  // Done; `secondStep`: the account has a second factor this browser has yet to give (or set up).
  const [done, setDone] = useState<{ secondStep: boolean } | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: resetPasswordSchema,
    action: href("/form/reset-password"),
    onSuccess: (answer: { user: User; mfa: { required: boolean; proven: boolean } }) => {
      setUser(answer.user);
      setDone({ secondStep: answer.mfa.required && !answer.mfa.proven });
    },
  });
  const badLink = errors.token ?? (token ? null : t("account.verify.noToken"));

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{t("account.reset.title")}</h1>
      <div className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {done ? (
          <div className="space-y-4">
            <FormAlert tone="success" message={done.secondStep ? t("account.reset.doneSecondStep") : t("account.reset.done")} />
            <Link to={done.secondStep ? accountSecurityPath(paths.account()) : pathFor(paths.account())} className={buttonClass("primary", "h-12 w-full")}>
              {done.secondStep ? t("account.reset.secondStep") : t("account.reset.toAccount")}
            </Link>
          </div>
        ) : badLink ? (
          <div className="space-y-4">
            <FormAlert message={badLink} />
            <Link to={pathFor(paths.forgotPassword())} className={buttonClass("primary", "h-12 w-full")}>
              {t("account.reset.newLink")}
            </Link>
          </div>
        ) : (
          <Form {...formProps} aria-label={t("account.reset.form")} className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <p className="text-[15px] leading-relaxed text-slate-700">{t("account.reset.lead")}</p>
            <FormAlert message={message} />
            <PasswordField
              id={`${id}-password`}
              name="password"
              label={t("account.reset.password")}
              toggleLabels={toggleLabels(t)}
              autoComplete="new-password"
              error={errors.password}
            />
            <PasswordField
              id={`${id}-confirm`}
              name="confirmPassword"
              label={t("account.reset.confirm")}
              toggleLabels={toggleLabels(t)}
              autoComplete="new-password"
              error={errors.confirmPassword}
            />
            <SubmitButton busy={busy} label={t("account.reset.submit")} busyLabel={t("account.reset.busy")} className={buttonClass("primary", "h-12 w-full")} />
          </Form>
        )}
      </div>
    </div>
  );
}
