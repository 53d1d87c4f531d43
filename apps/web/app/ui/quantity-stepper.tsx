/**
 * − n + for one product's quantity (the booking's snacks, snacks ordered ahead): a named group whose
 * buttons say what they add or take away, and the count announced as it changes.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onStep,
  labels = { group: `Số lượng ${name}`, less: `Bớt một ${name}`, more: `Thêm một ${name}` },
}: {
  name: string;
  quantity: number;
  max: number;
  onStep: (delta: 1 | -1) => void;
  /** The group's and the buttons' names in the page's language (Vietnamese when not given). */
  labels?: { group: string; less: string; more: string };
}) {
  return (
    <div className="flex items-center gap-1" role="group" aria-label={labels.group}>
      <button
        type="button"
        onClick={() => onStep(-1)}
        disabled={quantity === 0}
        aria-label={labels.less}
        className="inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-lg font-bold text-night-900 hover:bg-mist disabled:opacity-40"
      >
        −
      </button>
      <output aria-live="polite" className="w-7 text-center font-bold tabular-nums text-night-900" aria-label={`${quantity} ${name}`}>
        {quantity}
      </output>
      <button
        type="button"
        onClick={() => onStep(1)}
        disabled={quantity >= max}
        aria-label={labels.more}
        className="inline-flex size-9 items-center justify-center rounded-full border border-amber-brand-dark bg-amber-brand text-lg font-bold text-night-900 hover:bg-amber-brand-dark disabled:opacity-40"
      >
        +
      </button>
    </div>
  );
}
