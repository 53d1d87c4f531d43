import { escapeHtml } from "../mail/escape-html.ts";
import type { EmailMessage } from "../mail/outbox-repository.ts";

/** Verification links last a day; after that the customer asks for a new one. */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;

export function verifyEmailMessage(input: { to: string; fullName: string; publicUrl: string; token: string }): EmailMessage {
  const link = `${input.publicUrl}/xac-thuc-email?token=${encodeURIComponent(input.token)}`;
  const name = escapeHtml(input.fullName);
  return {
    to: input.to,
    subject: "Xác thực e-mail tài khoản HanCine",
    text: [
      `Chào ${input.fullName},`,
      "",
      "Cảm ơn bạn đã đăng ký tài khoản HanCine. Bạn hãy mở đường dẫn dưới đây để xác thực e-mail (có hiệu lực trong 24 giờ):",
      link,
      "",
      "Nếu bạn không đăng ký, hãy bỏ qua e-mail này.",
      "HanCine",
    ].join("\n"),
    html: `<!doctype html><html lang="vi"><body style="font-family:sans-serif;line-height:1.5">
<p>Chào ${name},</p>
<p>Cảm ơn bạn đã đăng ký tài khoản HanCine. Bạn hãy bấm nút dưới đây để xác thực e-mail (có hiệu lực trong 24 giờ).</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#e50914;color:#fff;text-decoration:none;border-radius:6px">Xác thực e-mail</a></p>
<p>Hoặc dán đường dẫn này vào trình duyệt: <br>${escapeHtml(link)}</p>
<p>Nếu bạn không đăng ký, hãy bỏ qua e-mail này.</p>
<p>HanCine</p>
</body></html>`,
  };
}
