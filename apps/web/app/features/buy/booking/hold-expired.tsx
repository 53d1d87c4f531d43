import { buttonClass } from "#web/ui/button.tsx";

/** Shown under the 'Hết thời gian giữ ghế' heading when the countdown reaches zero: choose again. */
export function HoldExpired({ onChooseAgain }: { onChooseAgain: () => void }) {
  return (
    <div className="rounded-card border border-red-200 bg-red-50 px-4 py-6 text-center sm:px-6" data-testid="hold-expired">
      <p className="mx-auto max-w-md text-[15px] text-slate-800">
        Ghế bạn chọn đã được trả lại để khách khác có thể mua. Bạn hãy chọn ghế lại nhé — nếu còn trống, bạn có thể chọn lại đúng những ghế đó.
      </p>
      <button type="button" onClick={onChooseAgain} className={buttonClass("primary", "mt-5")}>
        Chọn ghế lại
      </button>
    </div>
  );
}
