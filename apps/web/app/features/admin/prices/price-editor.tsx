import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { AdminPriceTable } from "@hancine/contract/back-office-prices";
import { DAY_KINDS, TICKET_TYPE_LABELS, TIME_BANDS, type DayKind, type TicketType, type TimeBand } from "@hancine/contract/booking-constants";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { PRICE_FORMATS, PRICE_SEAT_TYPES, priceKeyOf, SEAT_TYPE_NAMES, type PriceKey } from "@hancine/contract/price-table-rules";
import { callApi } from "#web/lib/api-client.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import { PriceAdjust } from "./price-adjust.tsx";
import { cellsOf, changedKeys, checkCells, displayPrice, layerKeyOf, parsePrice, rulesOf, typePricesOf, type Cells } from "./price-cells.ts";
import { TicketTypeLayers, TypePriceFill } from "./type-price-fill.tsx";

type Format = PriceKey["format"];
type SeatType = PriceKey["seatType"];

const cellId = (key: string) => `gia-${key.replaceAll("/", "-")}`;

/** ↑/↓ (and Enter) move to the cell above or below in the same column: a column is one kind of day of one format. */
function moveInColumn(event: KeyboardEvent<HTMLInputElement>) {
  const down = event.key === "ArrowDown" || (event.key === "Enter" && !event.shiftKey);
  const up = event.key === "ArrowUp" || (event.key === "Enter" && event.shiftKey);
  if (!down && !up) return;
  const input = event.currentTarget;
  const column = [...(input.closest("table")?.querySelectorAll<HTMLInputElement>(`input[data-column="${input.dataset.column}"]`) ?? [])];
  const next = column[column.indexOf(input) + (down ? 1 : -1)];
  event.preventDefault();
  if (next) {
    next.focus();
    next.select();
  }
}

type CellProps = {
  priceKey: PriceKey;
  /** The cell's key in the layer shown (`layerKeyOf`). */
  cellKey: string;
  value: string;
  saved: string | undefined;
  error: string | undefined;
  label: string;
  placeholder?: string | undefined;
  onChange: (text: string) => void;
};

function PriceCell({ priceKey, cellKey, value, saved, error, label, placeholder, onChange }: CellProps) {
  const id = cellId(cellKey);
  const changed = (parsePrice(value) ?? "") !== (parsePrice(saved ?? "") ?? "");
  const noteId = `${id}-note`;
  const savedPrice = parsePrice(saved ?? "");
  return (
    <td className={cx("px-1.5 py-1.5 align-top sm:px-2", changed && "bg-amber-50")}>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          data-column={`${priceKey.format}-${priceKey.dayKind}`}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || changed ? noteId : undefined}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(displayPrice(event.target.value))}
          onKeyDown={moveInColumn}
          onFocus={(event) => event.target.select()}
          className={cx(
            "h-10 w-full min-w-[6.5rem] rounded-card border bg-white pl-2 pr-6 text-right text-[15px] font-medium tabular-nums text-night-900",
            "focus:border-link focus:outline-none focus-visible:ring-2 focus-visible:ring-link/40",
            error ? "border-red-600" : changed ? "border-amber-brand-dark" : "border-slate-300",
          )}
        />
        <span aria-hidden="true" className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 text-sm text-slate-500">
          ₫
        </span>
      </div>
      {error || changed ? (
        <p id={noteId} className={cx("mt-0.5 text-right text-xs leading-tight", error ? "text-red-700" : "text-slate-600")}>
          {error ??
            (savedPrice === null || Number.isNaN(savedPrice) ? (
              "mới"
            ) : (
              <>
                trước: <s>{formatVnd(savedPrice)}</s>
              </>
            ))}
        </p>
      ) : null}
    </td>
  );
}

type Labels = { day: Record<DayKind, { label: string; meaning: string }>; band: Record<TimeBand, { label: string; span: string }> };

/** One format's table: a row group per seat type, a row per time band, a column per kind of day (as the public price page). */
function FormatTable(props: {
  format: Format;
  layer: TicketType;
  cells: Cells;
  saved: Cells;
  errors: Record<string, string>;
  table: AdminPriceTable;
  labels: Labels;
  onCell: (key: string, text: string) => void;
}) {
  const { format, layer, cells, saved, errors, table, labels, onCell } = props;
  const layerLabel = layer === "adult" ? "" : `, vé ${TICKET_TYPE_LABELS[layer]}`;
  const inRooms = new Set(table.required.seatTypes);
  const seatTypes = PRICE_SEAT_TYPES.filter(
    (seat) => inRooms.has(seat) || DAY_KINDS.some((d) => TIME_BANDS.some((b) => cells[priceKeyOf({ format, seatType: seat, dayKind: d, timeBand: b })])),
  );
  const hidden = PRICE_SEAT_TYPES.filter((seat) => !seatTypes.includes(seat));
  const [shown, setShown] = useState<SeatType[]>([]);
  const rows = PRICE_SEAT_TYPES.filter((seat) => seatTypes.includes(seat) || shown.includes(seat));
  return (
    <div>
      <div
        role="region"
        tabIndex={0}
        aria-label={`Bảng giá ${format}${layerLabel}`}
        className="relative overflow-x-auto rounded-card border border-slate-200 bg-white"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            Giá vé {format}
            {layerLabel} theo loại ghế, khung giờ và loại ngày; sửa trực tiếp trong ô, mũi tên lên xuống để đi giữa các dòng
          </caption>
          <thead className="bg-night-900 text-white">
            <tr>
              <th scope="col" className="px-2 py-2.5 font-medium sm:px-3">
                Khung giờ
              </th>
              {DAY_KINDS.map((day) => (
                <th key={day} scope="col" className="px-2 py-2.5 text-right font-medium">
                  <span className="block font-bold">{labels.day[day].label}</span>
                </th>
              ))}
            </tr>
          </thead>
          {rows.map((seatType) => (
            <tbody key={seatType} className="border-t border-slate-200">
              <tr className="bg-mist">
                <th scope="rowgroup" colSpan={DAY_KINDS.length + 1} className="px-2 py-2 font-bold text-night-900 sm:px-3">
                  {SEAT_TYPE_NAMES[seatType]}
                  {seatType === "couple" ? <span className="ml-2 text-sm font-normal text-slate-600">(giá cả cặp ghế)</span> : null}
                  {!inRooms.has(seatType) ? <span className="ml-2 text-sm font-normal text-slate-600">· chưa có trong phòng chiếu nào</span> : null}
                </th>
              </tr>
              {TIME_BANDS.map((band) => (
                <tr key={band} className="border-t border-slate-100">
                  <th scope="row" className="whitespace-nowrap px-2 py-1.5 align-top font-normal text-slate-700 sm:px-3">
                    <span className="block pt-2">{labels.band[band].label}</span>
                  </th>
                  {DAY_KINDS.map((day) => {
                    const priceKey = { format, seatType, dayKind: day, timeBand: band };
                    const key = layerKeyOf(priceKey, layer);
                    return (
                      <PriceCell
                        key={day}
                        priceKey={priceKey}
                        cellKey={key}
                        value={cells[key] ?? ""}
                        saved={saved[key]}
                        error={errors[key]}
                        placeholder={layer === "adult" ? undefined : "—"}
                        label={`${format}${layerLabel}, ${SEAT_TYPE_NAMES[seatType]}, ${labels.day[day].label}, ${labels.band[band].label}`}
                        onChange={(text) => onCell(key, text)}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {hidden.filter((seat) => !shown.includes(seat)).length > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Loại ghế chưa có giá {format}:
          {hidden
            .filter((seat) => !shown.includes(seat))
            .map((seat) => (
              <button key={seat} type="button" className={buttonClass("ghost", "border border-slate-300", "sm")} onClick={() => setShown((s) => [...s, seat])}>
                + {SEAT_TYPE_NAMES[seat]}
              </button>
            ))}
        </p>
      ) : null}
    </div>
  );
}

type Outcome = { tone: "error" | "success"; message: string } | null;

/**
 * The cinema's price table, edited in place: a tab per format, changed cells marked with their old
 * price, the contract's rules checked before saving, and the whole table saved at once (or discarded).
 */
export function PriceEditor({ table: loaded, onDirtyChange }: { table: AdminPriceTable; onDirtyChange?: (dirty: boolean) => void }) {
  const [table, setTable] = useState(loaded);
  const stepUp = useStepUp();
  const saved = useMemo(() => cellsOf(table.rules, table.typePrices), [table]);
  const [layer, setLayer] = useState<TicketType>("adult");
  const [cells, setCells] = useState<Cells>(saved);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [format, setFormat] = useState<Format>(table.required.formats[0] ?? PRICE_FORMATS.find((f) => table.rules.some((r) => r.format === f)) ?? "2D");
  const alertRef = useRef<HTMLDivElement>(null);

  const labels: Labels = {
    day: Object.fromEntries(table.dayKinds.map((d) => [d.value, { label: d.label, meaning: d.meaning }])) as Labels["day"],
    band: Object.fromEntries(table.timeBands.map((b) => [b.value, { label: b.label, span: `${b.from}–${b.until}` }])) as Labels["band"],
  };
  const check = checkCells(cells, table.required);
  const errors = checked ? { ...serverErrors, ...check.errors } : serverErrors;
  const changed = changedKeys(cells, saved);
  const dirty = changed.length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Closing or reloading the tab with unsaved prices asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const required = new Set(table.required.formats);

  const onCell = (key: string, text: string) => {
    setCells((c) => ({ ...c, [key]: text }));
    setServerErrors(({ [key]: _, ...rest }) => rest);
    setOutcome(null);
  };

  async function save() {
    setChecked(true);
    const errorKeys = Object.keys(check.errors);
    if (errorKeys.length > 0) {
      const first = errorKeys.find((key) => key.startsWith(`${format}/`)) ?? errorKeys[0]!;
      setFormat(first.split("/")[0] as Format);
      setLayer((first.split("/")[4] as TicketType | undefined) ?? "adult");
      setOutcome({ tone: "error", message: `Còn ${errorKeys.length} ô giá chưa hợp lệ hoặc còn trống (đánh dấu đỏ). Bạn hãy sửa rồi lưu lại nhé.` });
      requestAnimationFrame(() => document.getElementById(cellId(first))?.focus());
      return;
    }
    setBusy(true);
    const typePrices = typePricesOf(cells);
    // A price table is money: it asks for a second factor of the last 10 minutes (issue 33).
    const answer = await withStepUp(stepUp, () =>
      callApi("PUT /admin/cinemas/:slug/prices", { params: { slug: table.cinema.slug }, body: { rules: rulesOf(cells), typePrices } }),
    );
    setBusy(false);
    if (!answer.ok) {
      const missing = (answer.error.code === "VALIDATION_FAILED" && answer.error.details?.missing) || [];
      // The types' refusals name their index in what was sent (`typePrices.3`).
      const typeErrors = Object.entries(answer.error.fields ?? {}).flatMap(([field, message]) => {
        const cell = field.startsWith("typePrices.") ? typePrices[Number(field.slice("typePrices.".length))] : undefined;
        return cell ? [[layerKeyOf(cell, cell.ticketType), message] as const] : [];
      });
      setServerErrors(Object.fromEntries([...missing.map((key) => [priceKeyOf(key), "Cần có giá."] as const), ...typeErrors]));
      setOutcome({ tone: "error", message: answer.error.fields?.rules ?? typeErrors[0]?.[1] ?? answer.error.message });
      alertRef.current?.focus();
      return;
    }
    setTable(answer.result);
    setCells(cellsOf(answer.result.rules, answer.result.typePrices));
    setChecked(false);
    setOutcome({ tone: "success", message: `Đã lưu bảng giá ${answer.result.cinema.name}: ${changed.length} ô đổi giá.` });
  }

  function discard() {
    setCells(saved);
    setChecked(false);
    setServerErrors({});
    setOutcome({ tone: "success", message: "Đã bỏ các thay đổi chưa lưu." });
  }

  const formatsWithErrors = new Set(Object.keys(errors).map((key) => key.split("/")[0]));
  const formatsChanged = new Set(changed.map((key) => key.split("/")[0]));

  return (
    <section aria-labelledby="bang-gia" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="bang-gia" className="text-xl font-bold text-night-900">
          Bảng giá vé
        </h2>
        {table.lastChange ? (
          <p className="text-sm text-slate-600">
            Đổi lần cuối {formatTime(table.lastChange.at)} {formatDate(table.lastChange.at)}
            {table.lastChange.actorName ? ` bởi ${table.lastChange.actorName}` : ""} ·{" "}
            <Link className="font-medium text-blue-700 underline" to={adminPaths.audit({ entity: "price_rules", id: table.cinema.id })}>
              Xem nhật ký
            </Link>
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Giá một ghế (ghế đôi: cả cặp), bội số của 1.000 ₫, theo giờ bắt đầu suất chiếu (giờ Việt Nam). Định dạng có suất chiếu sắp tới và loại ghế có trong
        phòng chiếu phải có đủ giá ở mọi ô.
      </p>

      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {table.dayKinds.map((d) => (
          <div key={d.value}>
            <dt className="inline font-bold text-night-900">{d.label}: </dt>
            <dd className="inline text-slate-700">{d.meaning}.</dd>
          </div>
        ))}
      </dl>

      <TicketTypeLayers layer={layer} onLayer={setLayer} types={table.ticketTypes} changed={changed} />

      <Tabs value={format} onValueChange={(value) => setFormat(value as Format)} className="mt-4">
        <TabList aria-label="Định dạng của bảng giá" className="border-b border-slate-200">
          {PRICE_FORMATS.map((f) => (
            <Tab key={f} value={f}>
              {f}
              {formatsWithErrors.has(f) ? (
                <span className="ml-1 text-red-700" aria-label="(có ô lỗi)">
                  ●
                </span>
              ) : formatsChanged.has(f) ? (
                <span className="ml-1 text-amber-brand-dark" aria-label="(đã đổi)">
                  ●
                </span>
              ) : null}
              {!required.has(f) ? <span className="ml-1 text-xs font-normal text-slate-500">(không có suất)</span> : null}
            </Tab>
          ))}
        </TabList>
        {PRICE_FORMATS.map((f) => (
          <TabPanel key={f} value={f} className="grid grid-cols-[minmax(0,1fr)] gap-3 pt-4 focus-visible:outline-none">
            {layer === "adult" ? (
              <PriceAdjust
                format={f}
                cells={cells}
                onApply={(next, summary) => {
                  setCells(next);
                  setOutcome({ tone: "success", message: summary });
                }}
              />
            ) : (
              <TypePriceFill
                format={f}
                ticketType={layer}
                cells={cells}
                onApply={(next, summary) => {
                  setCells(next);
                  setOutcome({ tone: "success", message: summary });
                }}
              />
            )}
            <FormatTable format={f} layer={layer} cells={cells} saved={saved} errors={errors} table={table} labels={labels} onCell={onCell} />
          </TabPanel>
        ))}
      </Tabs>

      <div ref={alertRef} tabIndex={-1} className="mt-4 outline-none">
        <FormAlert message={outcome?.message ?? null} tone={outcome?.tone ?? "error"} />
      </div>
      <div
        className={cx(
          "mt-3 flex flex-wrap items-center gap-3",
          // While there are changes, the bar stays in sight at the bottom of the window.
          dirty &&
            "sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(11,22,51,0.08)] backdrop-blur lg:-mx-8 lg:px-8",
        )}
      >
        <p className="mr-auto text-sm font-medium text-night-900" aria-live="polite">
          {dirty ? `${changed.length} ô giá đã đổi, chưa lưu` : "Không có thay đổi chưa lưu"}
        </p>
        <button
          type="button"
          className={buttonClass("ghost", "border border-slate-300 disabled:cursor-not-allowed disabled:opacity-60")}
          disabled={!dirty || busy}
          onClick={discard}
        >
          Huỷ thay đổi
        </button>
        <button type="button" className={buttonClass("primary")} disabled={!dirty || busy} aria-disabled={!dirty || busy} onClick={save}>
          {busy ? "Đang lưu…" : "Lưu bảng giá"}
        </button>
      </div>
    </section>
  );
}
