import { formatDate, formatTime } from "@hancine/contract/format";

/** An authenticator app's secret in groups of four, as people type it from the screen ("HANC INED …"). */
export function groupedSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

/** "17:42 29/11/2026": a moment on the chain's clock (Asia/Ho_Chi_Minh), 24-hour. */
export function formatMoment(iso: string): string {
  return `${formatTime(iso)} ${formatDate(iso)}`;
}

/** How long ago, in Vietnamese: "Vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước"; past a month, the date. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return "Vừa xong";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} phút trước`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} giờ trước`;
  const days = Math.floor(hours / 24);
  return days <= 30 ? `${days} ngày trước` : `ngày ${formatDate(iso)}`;
}

/** The recovery codes' .txt file: what they are for, for which account, when made, the ten codes. */
export function recoveryCodesFile(codes: readonly string[], email: string, madeAt: string): string {
  return [
    "HanCine – Mã khôi phục xác minh hai bước",
    `Tài khoản: ${email}`,
    `Tạo lúc: ${formatMoment(madeAt)}`,
    "",
    "Mỗi mã chỉ dùng được một lần, khi bạn không dùng được ứng dụng xác thực hay khoá truy cập.",
    "Hãy cất tệp này ở nơi an toàn; đừng gửi cho ai, kể cả nhân viên HanCine.",
    "",
    ...codes.map((code, i) => `${String(i + 1).padStart(2, " ")}. ${code}`),
    "",
  ].join("\n");
}

/** A device's name as the list shows it: "Chrome 131 trên Windows 10", or the app. */
export function deviceName(session: { client: "web" | "app"; browser: string; os: string }): string {
  const what = session.client === "app" ? "Ứng dụng HanCine" : session.browser;
  return session.os && session.os !== "Không rõ" ? `${what} trên ${session.os}` : what;
}
