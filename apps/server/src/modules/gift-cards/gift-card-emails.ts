import { formatDate, formatVnd } from "@hancine/contract/format";
import { formatDateEn } from "@hancine/contract/i18n/dates-en";
import { formatGiftCardCode } from "@hancine/contract/gift-cards";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { SiteInfo } from "@hancine/contract/page-services";
import { escapeHtml } from "../mail/escape-html.ts";
import { renderEmail } from "../mail/email-layout.ts";
import { emailWords } from "../mail/email-words.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

type Context = { site: SiteInfo; publicUrl: string };

/**
 * A cancelled order's money on a new gift card (decision 080): the card's code and PIN, shown once here;
 * in the cancelled order's language (`locale`, decision 098).
 */
export function refundGiftCardMessage(
  input: {
    to: string;
    fullName: string;
    code: string;
    pin: string;
    amountVnd: number;
    bonusVnd: number;
    expiresAt: Date;
    orderCode: string;
    locale?: Locale;
  },
  ctx: Context,
): EmailMessage {
  const locale = input.locale ?? "vi";
  const { t } = emailWords(locale);
  const brand = ctx.site.brand;
  const balance = input.amountVnd + input.bonusVnd;
  const code = formatGiftCardCode(input.code);
  const bonus = t("email.refundCard.bonus", { bonus: input.bonusVnd > 0 ? formatVnd(input.bonusVnd) : "none", brand });
  const rows: [string, string][] = [
    [t("email.gift.code"), code],
    [t("email.gift.pin"), input.pin],
    [t("email.gift.balance"), formatVnd(balance)],
    [t("email.gift.expires"), locale === "en" ? formatDateEn(input.expiresAt) : formatDate(input.expiresAt)],
  ];
  return renderEmail(
    {
      to: input.to,
      subject: t("email.refundCard.subject", { brand, amount: formatVnd(balance), code: input.orderCode }),
      preheader: t("email.refundCard.preheader", { code: input.orderCode }),
      greeting: t("email.layout.greeting", { name: input.fullName }),
      blocks: [
        { kind: "paragraph", text: t("email.refundCard.intro", { code: input.orderCode, amount: formatVnd(input.amountVnd), bonus }) },
        {
          kind: "html",
          html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:16px;line-height:1.8">${rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding-right:16px;color:#64748b">${escapeHtml(label)}</td><td style="font-weight:700;color:#0B1633">${escapeHtml(value)}</td></tr>`,
            )
            .join("")}</table>`,
          text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
        },
        { kind: "note", text: t("email.refundCard.keepPin") },
      ],
    },
    ctx.site,
    ctx.publicUrl,
    locale,
  );
}
