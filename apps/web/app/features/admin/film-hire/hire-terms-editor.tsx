import { useId, useState } from "react";
import { href, Link } from "react-router";
import type { Distributor, HireTerms } from "@hancine/contract/film-hire";
import { HIRE_MAX_STEPS } from "@hancine/contract/film-hire";
import { dayMonthYearFromIso, formatCount, formatVnd } from "@hancine/contract/format";
import { errorAt } from "#web/lib/forms/form-shape.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FieldError, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { hireTermsFormSchema } from "./hire-terms-form.ts";

type Step = { key: number; week: string; percent: string };

/** The usual Vietnamese split, offered for a film without terms yet. */
const USUAL: Omit<Step, "key">[] = [
  { week: "1", percent: "55" },
  { week: "2", percent: "50" },
  { week: "3", percent: "45" },
];

const percentText = (p: number) => String(p).replace(".", ",");
let nextKey = 0;
const stepsOf = (terms: HireTerms | null): Step[] =>
  (terms ? terms.weeks.map((w) => ({ week: String(w.week), percent: percentText(w.percent) })) : USUAL).map((s) => ({ ...s, key: nextKey++ }));

/**
 * "Điều khoản thuê phim" on the film's page (decision 087): the distributor, the share of the net box
 * office by week of release, and a minimum per admission. Admins change them; managers read them.
 */
export function HireTermsEditor({
  filmId,
  terms,
  distributors,
  canEdit,
}: {
  filmId: string;
  terms: HireTerms | null;
  distributors: Distributor[];
  canEdit: boolean;
}) {
  const id = useId();
  const [steps, setSteps] = useState<Step[]>(() => stepsOf(terms));
  const [saved, setSaved] = useState<HireTerms | null>(terms);
  const [done, setDone] = useState<string | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: hireTermsFormSchema,
    action: href("/form/admin/films/:id/hire-terms", { id: filmId }),
    onSuccess: (answer: HireTerms) => {
      setSaved(answer);
      setSteps(stepsOf(answer));
      setDone(`Đã lưu điều khoản thuê phim với ${answer.distributor.name}.`);
    },
  });
  const error = (name: string) => errorAt(errors, name);
  /** The list's own error ("at least week 1"), not its steps' (each shown on its field). */
  const listError = errors.weeks;
  const fieldId = (name: string) => `${id}-${name.replace(/\W/g, "-")}`;
  const addStep = () => {
    const last = steps.at(-1);
    setSteps([...steps, { key: nextKey++, week: String((Number(last?.week) || steps.length) + 1), percent: last?.percent ?? "" }]);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        Điều khoản thuê phim
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Phần doanh thu thuần (sau VAT) trả cho nhà phát hành theo tuần phát hành. Tuần tính từ thứ Sáu đến thứ Năm; tuần 1 là tuần có ngày khởi chiếu.
        {saved ? ` Cập nhật lần cuối ${dayMonthYearFromIso(saved.updatedAt.slice(0, 10))}.` : " Phim chưa có điều khoản: chưa vào bảng thanh toán nào."}
      </p>
      {!canEdit ? (
        saved ? (
          <dl className="mt-3 grid gap-1 text-sm">
            <div>
              <dt className="inline font-medium">Nhà phát hành: </dt>
              <dd className="inline">{saved.distributor.name}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Tỉ lệ chia: </dt>
              <dd className="inline">
                {saved.weeks.map((w, i) => `${i === saved.weeks.length - 1 ? `từ tuần ${w.week}` : `tuần ${w.week}`}: ${percentText(w.percent)} %`).join(" · ")}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Tối thiểu mỗi vé: </dt>
              <dd className="inline">{saved.minimumPerTicket === null ? "không có" : formatVnd(saved.minimumPerTicket)}</dd>
            </div>
          </dl>
        ) : null
      ) : (
        <Form {...formProps} className="mt-4 space-y-4" aria-labelledby={`${id}-title`}>
          <div className="grid gap-4 md:grid-cols-2">
            <Field id={fieldId("distributor")} label="Nhà phát hành" error={error("distributor")}>
              <select
                id={fieldId("distributor")}
                name="distributor"
                defaultValue={saved?.distributor.slug ?? ""}
                className={inputClass}
                {...invalidProps(fieldId("distributor"), error("distributor"))}
              >
                <option value="">Chọn nhà phát hành…</option>
                {distributors.map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
              <p className="mt-1.5 text-sm text-slate-600">
                Chưa có trong danh sách? Thêm ở trang{" "}
                <Link to={adminPaths.distributors()} className="font-medium text-blue-800 underline underline-offset-2">
                  Nhà phát hành
                </Link>
                .
              </p>
            </Field>
            <Field id={fieldId("minimumPerTicket")} label="Tối thiểu mỗi vé (đồng, không bắt buộc)" error={error("minimumPerTicket")}>
              <input
                id={fieldId("minimumPerTicket")}
                name="minimumPerTicket"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="Ví dụ: 25.000"
                defaultValue={saved?.minimumPerTicket == null ? "" : formatCount(saved.minimumPerTicket)}
                className={inputClass}
                {...invalidProps(fieldId("minimumPerTicket"), error("minimumPerTicket"))}
              />
            </Field>
          </div>
          <fieldset aria-describedby={listError ? `${fieldId("weeks")}-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Tỉ lệ chia theo tuần phát hành</legend>
            <ol className="space-y-2">
              {steps.map((step, i) => (
                <li key={step.key} className="flex flex-wrap items-start gap-2 sm:gap-3">
                  <Field id={fieldId(`weeks[${i}].week`)} label={`Mức ${i + 1}: từ tuần`} error={error(`weeks[${i}].week`)} className="w-36">
                    <input
                      id={fieldId(`weeks[${i}].week`)}
                      name={`weeks[${i}].week`}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={step.week}
                      onChange={(event) => setSteps(steps.map((s) => (s.key === step.key ? { ...s, week: event.target.value } : s)))}
                      className={cx(inputClass, "text-right")}
                      {...invalidProps(fieldId(`weeks[${i}].week`), error(`weeks[${i}].week`))}
                    />
                  </Field>
                  <Field id={fieldId(`weeks[${i}].percent`)} label={`Mức ${i + 1}: tỉ lệ (%)`} error={error(`weeks[${i}].percent`)} className="w-36">
                    <input
                      id={fieldId(`weeks[${i}].percent`)}
                      name={`weeks[${i}].percent`}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={step.percent}
                      onChange={(event) => setSteps(steps.map((s) => (s.key === step.key ? { ...s, percent: event.target.value } : s)))}
                      className={cx(inputClass, "text-right")}
                      {...invalidProps(fieldId(`weeks[${i}].percent`), error(`weeks[${i}].percent`))}
                    />
                  </Field>
                  {i > 0 ? (
                    <button
                      type="button"
                      onClick={() => setSteps(steps.filter((s) => s.key !== step.key))}
                      className={buttonClass("ghost", "mt-7 h-11 border border-slate-300")}
                    >
                      Xoá mức {i + 1}
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
            <FieldError id={fieldId("weeks")} error={listError} />
            {steps.length < HIRE_MAX_STEPS ? (
              <button type="button" onClick={addStep} className={buttonClass("ghost", "mt-2 h-11 border border-slate-300")}>
                Thêm mức
              </button>
            ) : null}
          </fieldset>
          <FormAlert message={message} />
          <FormAlert message={message ? null : done} tone="success" />
          <SubmitButton busy={busy} label="Lưu điều khoản" busyLabel="Đang lưu…" className={buttonClass("primary", "h-11")} />
        </Form>
      )}
    </section>
  );
}
