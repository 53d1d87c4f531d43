import { formatTime, formatVnd } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderEmail } from "../mail/email-layout.ts";
import { emailWords } from "../mail/email-words.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

/** `locale`: the customer's (`users.locale`, decision 094): nobody's request causes these e-mails. */
type Context = { site: SiteInfo; publicUrl: string; locale?: Locale | undefined };

export type SeatsOfferInput = {
  to: string;
  fullName: string;
  showtimeId: string;
  /** The film's own name and, when the film editor gives one, its English name (an English e-mail uses it). */
  filmName: string;
  filmNameEn?: string | null | undefined;
  cinemaName: string;
  auditorium: string;
  startsAt: Date;
  seatLabels: string[];
  totalVnd: number;
  expiresAt: Date;
};

/** The booking page at its payment step, where the held order is paid: `paths.booking(id, { step: "payment" })` of apps/web/app/features/site/paths.ts. */
export const paymentStepUrl = (publicUrl: string, showtimeId: string) => `${publicUrl}/booking/${encodeURIComponent(showtimeId)}?buoc=thanh-toan`;

/** To the next in line: seats came free and are held for them until `expiresAt`. */
export function seatsOfferMessage(input: SeatsOfferInput, ctx: Context): EmailMessage {
  const { locale, t, greeting, dayShort, film: filmIn } = emailWords(ctx.locale);
  const film = filmIn({ name: input.filmName, nameEn: input.filmNameEn });
  const when = `${formatTime(input.startsAt)} ${dayShort(input.startsAt)}`;
  const seats = input.seatLabels.join(", ");
  const until = formatTime(input.expiresAt);
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.waitlist.offer.subject", { film, when }),
      preheader: t("email.waitlist.offer.preheader", { seats, until }),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.waitlist.offer.body", { film, when, cinema: input.cinemaName, auditorium: input.auditorium }) },
        {
          kind: "paragraph",
          text: t("email.waitlist.offer.held", { seats, until, untilDay: dayShort(input.expiresAt), total: formatVnd(input.totalVnd) }),
        },
        { kind: "button", label: t("email.waitlist.offer.button"), url: paymentStepUrl(ctx.publicUrl, input.showtimeId) },
        { kind: "note", text: t("email.waitlist.offer.after") },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

/** "Nhắc tôi": the film the customer asked about has its first showtimes on sale. */
export function filmOnSaleMessage(
  input: { to: string; fullName: string; filmName: string; filmNameEn?: string | null | undefined; filmSlug: string },
  ctx: Context,
): EmailMessage {
  const { locale, t, greeting, film: filmIn } = emailWords(ctx.locale);
  const film = filmIn({ name: input.filmName, nameEn: input.filmNameEn });
  // The film's page in the e-mail's language (the English site has it, decision 092).
  const filmPage = `${locale === "en" ? "/en" : ""}/movies/${encodeURIComponent(input.filmSlug)}`;
  return renderEmail(
    {
      to: input.to,
      locale,
      subject: t("email.reminder.subject", { film }),
      preheader: t("email.reminder.preheader", { film }),
      greeting: greeting(input.fullName),
      blocks: [
        { kind: "paragraph", text: t("email.reminder.body", { film }) },
        { kind: "button", label: t("email.reminder.button"), url: `${ctx.publicUrl}${filmPage}` },
        { kind: "note", text: t("email.reminder.once") },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
