import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { formatDate, formatTime } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { escapeHtml } from "./escape-html.ts";
import { findMailboxEmail, listMailbox, type OutboxRow } from "./outbox-repository.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The e-mail itself is shown in a sandboxed frame from its own URL with its own CSP: no script
// runs, nothing loads from elsewhere, and a link opens at the top level only when clicked.
const FRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:'Be Vietnam Pro','Segoe UI',Roboto,Arial,sans-serif;background:#eef1f7;color:#1e293b;line-height:1.5}
header{background:#0B1633;color:#fff;padding:14px 20px}header a{color:#fff;text-decoration:none;font-weight:700;font-size:20px}header span{color:#F5A623}
main{max-width:960px;margin:0 auto;padding:20px 16px 48px}h1{font-size:22px;margin:0 0 4px}p.lead{margin:0 0 20px;color:#475569}
a{color:#1d4ed8}a:focus-visible{outline:3px solid #2F6FEB;outline-offset:2px}
ul.mails{list-style:none;margin:0;padding:0;background:#fff;border-radius:8px;overflow:hidden}
ul.mails li+li{border-top:1px solid #e2e8f0}ul.mails a{display:block;padding:12px 16px;text-decoration:none;color:inherit}ul.mails a:hover{background:#f8fafc}
.subject{display:block;font-weight:700;color:#0B1633}.meta{display:block;font-size:14px;color:#475569}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 16px;background:#fff;padding:12px 16px;border-radius:8px}dt{font-weight:700}dd{margin:0;word-break:break-all}
iframe{width:100%;height:640px;border:1px solid #cbd5e1;border-radius:8px;background:#fff}
section{margin-top:20px}section li{overflow-wrap:anywhere}h2{font-size:17px;margin:0 0 8px}pre{font-family:inherit;white-space:pre-wrap;word-break:break-word;background:#fff;padding:12px 16px;border-radius:8px;font-size:14px}
.empty{background:#fff;padding:20px;border-radius:8px}`;

function page(reply: FastifyReply, title: string, body: string) {
  const nonce = randomBytes(16).toString("base64");
  reply
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    )
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8");
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style nonce="${nonce}">${STYLE}</style></head>
<body><header><a href="/dev/mailbox">Hộp thư thử nghiệm<span>.</span></a></header><main>${body}</main></body></html>`;
}

/** The e-mail's HTML with `cid:` images replaced by their attachment's data, as a mail app shows them. */
function withInlineImages(mail: OutboxRow): string {
  const byCid = new Map((mail.attachments ?? []).filter((a) => a.cid).map((a) => [a.cid!, a]));
  return mail.html.replace(/(["'])cid:([^"']+)\1/g, (whole, quote: string, cid: string) => {
    const file = byCid.get(cid);
    return file ? `${quote}data:${file.contentType};base64,${file.contentBase64}${quote}` : whole;
  });
}

function attachmentList(mail: OutboxRow): string {
  const files = (mail.attachments ?? []).map((a, index) => ({ ...a, index }));
  if (files.length === 0) return "";
  return `<section aria-labelledby="files"><h2 id="files">Tệp đính kèm</h2><ul>${files
    .map(
      (f) =>
        `<li><a href="/dev/mailbox/${mail.id}/attachments/${f.index}" download="${escapeHtml(f.filename)}">${escapeHtml(f.filename)}</a> (${escapeHtml(f.contentType.split(";")[0]!)}${f.cid ? ", ảnh trong thư" : ""})</li>`,
    )
    .join("")}</ul></section>`;
}

/**
 * The language an e-mail is written in, from its own `<html lang>` (the e-mail layout writes the
 * order's or the request's language, decisions 093/094): the mailbox stays Vietnamese, a developer's
 * tool, but marks an English e-mail's subject and text `lang="en"` so they are read as English.
 */
function langAttribute(mail: Pick<OutboxRow, "html">): string {
  const lang = /<html[^>]*\slang="([a-z]{2})(?:-[A-Za-z]+)?"/i.exec(mail.html)?.[1]?.toLowerCase();
  return lang && lang !== "vi" ? ` lang="${lang}"` : "";
}

const when = (date: Date | null) => (date ? `${formatTime(date)}, ${formatDate(date)}` : "");

/**
 * /dev/mailbox: the e-mails the local transport "sent" (no SMTP_URL), for a newcomer to open the
 * verification and reset e-mails. Registered only outside production (see app.ts).
 */
export const mailboxRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get("/dev/mailbox", { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listMailbox(db);
    const intro = deps.config.smtpUrl
      ? "SMTP_URL đang được cấu hình nên e-mail mới được gửi thật, không vào đây."
      : "E-mail máy chủ gửi đi khi không cấu hình SMTP_URL, mới nhất ở trên cùng.";
    const list = mails.length
      ? `<ul class="mails">${mails
          .map(
            (m) =>
              `<li><a href="/dev/mailbox/${m.id}"><span class="subject"${langAttribute(m)}>${escapeHtml(m.subject)}</span><span class="meta">Tới ${escapeHtml(m.to)} · ${escapeHtml(when(m.sentAt))}</span></a></li>`,
          )
          .join("")}</ul>`
      : `<p class="empty">Chưa có e-mail nào. Hãy thử đăng ký tài khoản hoặc dùng “Quên mật khẩu?”.</p>`;
    return page(reply, "Hộp thư thử nghiệm", `<h1>Hộp thư thử nghiệm</h1><p class="lead">${intro}</p>${list}`);
  });

  app.get<{ Params: { id: string } }>("/dev/mailbox/:id", { schema: { hide: true } }, async (request, reply) => {
    const mail = UUID.test(request.params.id) ? await findMailboxEmail(db, request.params.id) : null;
    if (!mail) {
      reply.status(404);
      return page(reply, "Không tìm thấy e-mail", `<h1>Không tìm thấy e-mail này</h1><p class="lead"><a href="/dev/mailbox">Về hộp thư</a></p>`);
    }
    const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
    const lang = langAttribute(mail);
    const body = `<p><a href="/dev/mailbox">← Tất cả e-mail</a></p>
<h1${lang}>${escapeHtml(mail.subject)}</h1>
<dl><dt>Tới</dt><dd>${escapeHtml(mail.to)}</dd><dt>Gửi lúc</dt><dd>${escapeHtml(when(mail.sentAt))}</dd><dt>Message-ID</dt><dd>${escapeHtml(mail.messageId ?? "")}</dd></dl>
<iframe title="Nội dung e-mail: ${escapeHtml(mail.subject)}" src="/dev/mailbox/${mail.id}/html" sandbox="${FRAME_SANDBOX}"></iframe>
<section aria-labelledby="links"><h2 id="links">Liên kết trong thư</h2>${
      links.length ? `<ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join("")}</ul>` : "<p>Không có liên kết.</p>"
    }</section>
${attachmentList(mail)}
<section aria-labelledby="text"><h2 id="text">Bản chữ thường</h2><pre${lang}>${escapeHtml(mail.text)}</pre></section>`;
    return page(reply, mail.subject, body);
  });

  app.get<{ Params: { id: string } }>("/dev/mailbox/:id/html", { schema: { hide: true } }, async (request, reply) => {
    const mail = UUID.test(request.params.id) ? await findMailboxEmail(db, request.params.id) : null;
    if (!mail) return reply.status(404).type("text/plain; charset=utf-8").send("Không tìm thấy e-mail.");
    reply
      .header(
        "content-security-policy",
        `sandbox ${FRAME_SANDBOX}; default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      )
      .header("x-frame-options", "SAMEORIGIN")
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8");
    // Links leave the frame for the whole tab, as in a mail app; inline images (cid:) are shown from the stored attachments.
    return withInlineImages(mail).replace(/<head>/i, '<head><base target="_top">');
  });

  app.get<{ Params: { id: string; index: string } }>("/dev/mailbox/:id/attachments/:index", { schema: { hide: true } }, async (request, reply) => {
    const mail = UUID.test(request.params.id) ? await findMailboxEmail(db, request.params.id) : null;
    const file = mail?.attachments?.[Number(request.params.index)];
    if (!file || !/^\d{1,2}$/.test(request.params.index)) return reply.status(404).type("text/plain; charset=utf-8").send("Không tìm thấy tệp đính kèm.");
    return reply
      .header("content-disposition", `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`)
      .header("cache-control", "no-store")
      .type(file.contentType)
      .send(Buffer.from(file.contentBase64, "base64"));
  });
};
