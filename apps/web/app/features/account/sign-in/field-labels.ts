import type { I18n } from "#web/lib/i18n/messages.tsx";

/** A password field's show/hide button names, in the page's language ("Hiện mật khẩu" / "Show password"). */
export function toggleLabels(t: I18n["t"]): { show: (label: string) => string; hide: (label: string) => string } {
  return { show: (label) => t("account.field.show", { label }), hide: (label) => t("account.field.hide", { label }) };
}
