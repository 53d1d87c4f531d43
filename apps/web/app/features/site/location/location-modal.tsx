import { LOCATION_SLUGS } from "@hancine/contract/city-slugs";
import { cx } from "#web/ui/cx.ts";
import { PinIcon } from "#web/ui/icons.tsx";
import { CheckIcon } from "#web/ui/more-icons.tsx";
import { Modal } from "#web/ui/modal.tsx";
import type { LocationSlug } from "#web/lib/city-cookie.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { cityName } from "./city-name.ts";

type LocationModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: LocationSlug;
  onChoose: (slug: LocationSlug) => void;
};

/** 'Tỉnh / Thành phố': the 13 choices in the spec's order; choosing one marks it and closes. */
export function LocationModal({ open, onOpenChange, selected, onChoose }: LocationModalProps) {
  const { t } = useI18n();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("site.city.dialogTitle")} closeLabel={t("site.dialog.close")} size="md">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t("site.city.listLabel")}>
        {LOCATION_SLUGS.map((slug) => {
          const isSelected = slug === selected;
          return (
            <li key={slug}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onChoose(slug)}
                className={cx(
                  "flex w-full items-center gap-2.5 rounded-card border px-3 py-2.5 text-left text-[15px] transition-colors",
                  isSelected
                    ? "border-amber-brand bg-amber-50 font-bold text-night-900"
                    : "border-slate-200 text-slate-800 hover:border-night-700 hover:bg-mist",
                )}
              >
                <PinIcon width={18} height={18} className={isSelected ? "text-amber-brand-dark" : "text-slate-500"} />
                <span className="flex-1">{cityName(t, slug)}</span>
                {isSelected ? <CheckIcon width={18} height={18} className="text-amber-brand-dark" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
