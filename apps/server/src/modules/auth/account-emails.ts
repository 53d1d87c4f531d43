import { ACCOUNT_PAGES, ACCOUNT_SECURITY_PAGE, tokenLink } from "@hancine/contract/account-pages";
import { formatDate, formatTime } from "@hancine/contract/format";
import type { SiteInfo } from "@hancine/contract/page-services";
import { renderEmail } from "../mail/email-layout.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

/** Verification links last a day; after that the customer asks for a new one (resend). */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
/** Reset links last 30 minutes (issue 4). */
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;

type Recipient = { to: string; fullName: string };
type Context = { site: SiteInfo; publicUrl: string };

export function verifyEmailMessage(input: Recipient & { token: string }, ctx: Context): EmailMessage {
  const link = tokenLink(ctx.publicUrl, ACCOUNT_PAGES.verifyEmail, input.token);
  return renderEmail(
    {
      to: input.to,
      subject: `Xác thực e-mail tài khoản ${ctx.site.brand}`,
      preheader: "Bấm nút trong thư để xác thực e-mail của bạn (có hiệu lực 24 giờ).",
      greeting: `Chào ${input.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: `Cảm ơn bạn đã đăng ký tài khoản ${ctx.site.brand}. Bạn hãy bấm nút dưới đây để xác thực e-mail này (đường dẫn có hiệu lực trong 24 giờ).`,
        },
        { kind: "button", label: "Xác thực e-mail", url: link },
        { kind: "note", text: "Nếu bạn không đăng ký tài khoản, hãy bỏ qua e-mail này: sẽ không có gì thay đổi." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

export function resetPasswordMessage(input: Recipient & { token: string }, ctx: Context): EmailMessage {
  const link = tokenLink(ctx.publicUrl, ACCOUNT_PAGES.resetPassword, input.token);
  return renderEmail(
    {
      to: input.to,
      subject: `Đặt lại mật khẩu ${ctx.site.brand}`,
      preheader: "Đường dẫn đặt lại mật khẩu của bạn, có hiệu lực 30 phút.",
      greeting: `Chào ${input.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: "Chúng tôi vừa nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Bạn hãy bấm nút dưới đây để chọn mật khẩu mới (đường dẫn dùng được một lần, trong 30 phút).",
        },
        { kind: "button", label: "Đặt lại mật khẩu", url: link },
        { kind: "note", text: "Sau khi đặt lại, mọi thiết bị khác đang đăng nhập tài khoản này sẽ bị đăng xuất." },
        { kind: "note", text: "Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên." },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

export function passwordChangedMessage(input: Recipient, ctx: Context): EmailMessage {
  return renderEmail(
    {
      to: input.to,
      subject: `Mật khẩu ${ctx.site.brand} của bạn vừa được đổi`,
      preheader: "Nếu không phải bạn, hãy liên hệ chúng tôi ngay.",
      greeting: `Chào ${input.fullName},`,
      blocks: [
        { kind: "paragraph", text: "Mật khẩu tài khoản của bạn vừa được thay đổi, và các thiết bị khác đã được đăng xuất." },
        {
          kind: "paragraph",
          text: `Nếu không phải bạn, hãy đặt lại mật khẩu ngay và báo cho chúng tôi qua ${ctx.site.email} hoặc hotline ${ctx.site.hotline}.`,
        },
        { kind: "button", label: "Đặt lại mật khẩu", url: `${ctx.publicUrl}${ACCOUNT_PAGES.forgotPassword}` },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

/** A staff account signed in (password accepted) from a device it never used: who, when, where. */
export function newSignInMessage(input: Recipient & { at: Date; browser: string; os: string; place: string; ip: string }, ctx: Context): EmailMessage {
  return renderEmail(
    {
      to: input.to,
      subject: `Đăng nhập mới vào tài khoản ${ctx.site.brand}`,
      preheader: `Lúc ${formatTime(input.at)} ngày ${formatDate(input.at)}, từ ${input.browser} trên ${input.os}.`,
      greeting: `Chào ${input.fullName},`,
      blocks: [
        { kind: "paragraph", text: `Tài khoản ${ctx.site.brand} của bạn vừa được đăng nhập bằng mật khẩu từ một thiết bị chưa từng dùng:` },
        {
          kind: "paragraph",
          text: `Thời gian: ${formatTime(input.at)}, ${formatDate(input.at)} (giờ Việt Nam). Trình duyệt: ${input.browser} trên ${input.os}. Nơi: ${input.place}. Địa chỉ IP: ${input.ip}.`,
        },
        { kind: "paragraph", text: "Nếu đó là bạn, không cần làm gì thêm." },
        { kind: "button", label: "Không phải bạn? Đổi mật khẩu ngay", url: `${ctx.publicUrl}${ACCOUNT_PAGES.forgotPassword}` },
        { kind: "note", text: `Bạn cũng có thể báo cho chúng tôi qua ${ctx.site.email} hoặc hotline ${ctx.site.hotline}.` },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}

/** An admin removed the account's second factors (lost phone, lost passkey): sign in and set one up again. */
export function factorsResetMessage(input: Recipient & { at: Date }, ctx: Context): EmailMessage {
  return renderEmail(
    {
      to: input.to,
      subject: `Bước xác minh thứ hai của tài khoản ${ctx.site.brand} đã được đặt lại`,
      preheader: "Lần đăng nhập tới, bạn hãy thiết lập lại ứng dụng xác thực hoặc khoá truy cập.",
      greeting: `Chào ${input.fullName},`,
      blocks: [
        {
          kind: "paragraph",
          text: `Lúc ${formatTime(input.at)} ngày ${formatDate(input.at)}, quản trị viên đã xoá ứng dụng xác thực, khoá truy cập và mã khôi phục của tài khoản bạn, và đăng xuất mọi thiết bị.`,
        },
        { kind: "paragraph", text: "Lần đăng nhập tới, bạn sẽ được hướng dẫn thiết lập lại bước xác minh thứ hai trước khi vào trang quản trị." },
        { kind: "button", label: "Thiết lập lại bước xác minh", url: `${ctx.publicUrl}${ACCOUNT_SECURITY_PAGE}` },
        { kind: "note", text: `Nếu bạn không yêu cầu việc này, hãy báo ngay cho quản trị viên hoặc qua ${ctx.site.email}.` },
      ],
    },
    ctx.site,
    ctx.publicUrl,
  );
}
