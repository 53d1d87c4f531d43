import { ACCOUNT_PAGES, ACCOUNT_SECURITY_PAGE, tokenLink } from "@hancine/contract/account-pages";
import { type Locale, storedLocale } from "@hancine/contract/i18n/catalogue";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderEmail } from "../mail/email-layout.ts";
import { emailWords } from "../mail/email-words.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

/** Verification links last a day; after that the customer asks for a new one (resend). */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
/** Reset links last 30 minutes (issue 4). */
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;

type Recipient = { to: string; fullName: string };
/**
 * `locale`: the language of the request that causes the e-mail (a sign-up, a reset asked for), or
 * the account's own (`users.locale`) for one an admin causes; Vietnamese when not said (decision 094).
 */
type Context = { site: SiteInfo; publicUrl: string; locale?: Locale | undefined };

/** An account page in the e-mail's language: the English site has each of them under `/en` (decision 094). */
const pageIn = (locale: Locale | undefined, page: string) => (locale === "en" ? `/en${page}` : page);

/** The language an account's e-mails are written in when no request of theirs causes them (`users.locale`). */
export function accountLocale(user: { locale: string }): Locale {
  return storedLocale(user.locale);
}

export function verifyEmailMessage(input: Recipient & { token: string }, ctx: Context): EmailMessage {
  const link = tokenLink(ctx.publicUrl, pageIn(ctx.locale, ACCOUNT_PAGES.verifyEmail), input.token);
  const { locale, t, greeting } = emailWords(ctx.locale);
  const brand = ctx.site.brand;
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.account.verify.subject", { brand }),
      preheader: t("email.account.verify.preheader"),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.account.verify.body", { brand }) },
        { kind: "button", label: t("email.account.verify.button"), url: link },
        { kind: "note", text: t("email.account.verify.notYou") },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

export function resetPasswordMessage(input: Recipient & { token: string }, ctx: Context): EmailMessage {
  const link = tokenLink(ctx.publicUrl, pageIn(ctx.locale, ACCOUNT_PAGES.resetPassword), input.token);
  const { locale, t, greeting } = emailWords(ctx.locale);
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.account.reset.subject", { brand: ctx.site.brand }),
      preheader: t("email.account.reset.preheader"),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.account.reset.body") },
        { kind: "button", label: t("email.account.reset.button"), url: link },
        { kind: "note", text: t("email.account.reset.signsOut") },
        { kind: "note", text: t("email.account.reset.notYou") },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

export function passwordChangedMessage(input: Recipient, ctx: Context): EmailMessage {
  const { locale, t, greeting } = emailWords(ctx.locale);
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.account.changed.subject", { brand: ctx.site.brand }),
      preheader: t("email.account.changed.preheader"),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.account.changed.body") },
        { kind: "paragraph", text: t("email.account.changed.notYou", { email: ctx.site.email, hotline: ctx.site.hotline }) },
        { kind: "button", label: t("email.account.changed.button"), url: `${ctx.publicUrl}${pageIn(ctx.locale, ACCOUNT_PAGES.forgotPassword)}` },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

/** A staff account signed in (password accepted) from a device it never used: who, when, where. */
export function newSignInMessage(input: Recipient & { at: Date; browser: string; os: string; place: string; ip: string }, ctx: Context): EmailMessage {
  const { locale, t, greeting } = emailWords(ctx.locale);
  const when = { time: { time: input.at }, day: { day: input.at } };
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.account.newSignIn.subject", { brand: ctx.site.brand }),
      preheader: t("email.account.newSignIn.preheader", { ...when, browser: input.browser, os: input.os }),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.account.newSignIn.body", { brand: ctx.site.brand }) },
        {
          kind: "paragraph",
          text: t("email.account.newSignIn.details", { ...when, browser: input.browser, os: input.os, place: input.place, ip: input.ip }),
        },
        { kind: "paragraph", text: t("email.account.newSignIn.ifYou") },
        { kind: "button", label: t("email.account.newSignIn.button"), url: `${ctx.publicUrl}${pageIn(ctx.locale, ACCOUNT_PAGES.forgotPassword)}` },
        { kind: "note", text: t("email.account.newSignIn.tellUs", { email: ctx.site.email, hotline: ctx.site.hotline }) },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

/** An admin removed the account's second factors (lost phone, lost passkey): sign in and set one up again. */
export function factorsResetMessage(input: Recipient & { at: Date }, ctx: Context): EmailMessage {
  const { locale, t, greeting } = emailWords(ctx.locale);
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.account.factorsReset.subject", { brand: ctx.site.brand }),
      preheader: t("email.account.factorsReset.preheader"),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.account.factorsReset.body", { time: { time: input.at }, day: { day: input.at } }) },
        { kind: "paragraph", text: t("email.account.factorsReset.next") },
        { kind: "button", label: t("email.account.factorsReset.button"), url: `${ctx.publicUrl}${ACCOUNT_SECURITY_PAGE}` },
        { kind: "note", text: t("email.account.factorsReset.notYou", { email: ctx.site.email }) },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
