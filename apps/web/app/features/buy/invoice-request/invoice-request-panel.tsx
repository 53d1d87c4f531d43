import { useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import { formatDate, formatVnd } from "@hancine/contract/format";
import type { InvoiceRequestState, InvoiceRequestView } from "@hancine/contract/invoice-request";
import { INVOICE_STATUS_NAMES } from "@hancine/contract/invoice-request";
import { callApi } from "#web/lib/api-client.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { invoiceRequestFormSchema } from "./invoice-request-form.ts";

/**
 * "Yêu cầu xuất hoá đơn VAT" on a paid order's page (decision 052): the company's name, MST, address
 * and the e-mail the invoice goes to; once sent, the invoice's number, look-up code and link.
 */
export function InvoiceRequestPanel({ orderId }: { orderId: string }) {
  const id = useId();
  const [state, setState] = useState<InvoiceRequestState | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // Set when the request was just sent: the summary takes the focus once it is on the page.
  const [justIssued, setJustIssued] = useState(false);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: invoiceRequestFormSchema,
    action: href("/form/invoice-request"),
    onSuccess: (request: InvoiceRequestView) => {
      setState((known) => ({ request, open: false, closesAt: known?.closesAt ?? null }));
      setJustIssued(true);
    },
  });

  useEffect(() => {
    if (justIssued) resultRef.current?.focus();
  }, [justIssued]);

  useEffect(() => {
    let live = true;
    void callApi("GET /orders/:id/invoice-request", { params: { id: orderId } }).then((answer) => {
      if (live && answer.ok) setState(answer.result);
    });
    return () => {
      live = false;
    };
  }, [orderId]);

  if (!state || (!state.request && !state.open && !state.closesAt)) return null;

  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-card border border-slate-200 bg-white p-4 sm:p-5 print:hidden" data-testid="invoice-request">
      <h2 id={titleId} className="text-lg font-bold text-night-900">
        Hoá đơn VAT
      </h2>
      {state.request ? (
        <InvoiceSummary request={state.request} focusRef={resultRef} />
      ) : !state.open ? (
        <p className="mt-1 text-[15px] text-slate-700">
          Đã hết hạn yêu cầu xuất hoá đơn VAT cho đơn này: chỉ yêu cầu được trong tháng thanh toán
          {state.closesAt ? ` (đến hết ngày ${formatDate(new Date(new Date(state.closesAt).getTime() - 1))})` : ""}.
        </p>
      ) : (
        <>
          <p className="mt-1 text-[15px] text-slate-700">
            Cần hoá đơn giá trị gia tăng cho công ty? Bạn hãy gửi yêu cầu đến hết ngày {formatDate(new Date(new Date(state.closesAt!).getTime() - 1))}; hoá đơn
            điện tử được gửi ngay tới e-mail bạn nhập.
          </p>
          <button
            type="button"
            aria-expanded={formOpen}
            aria-controls={formProps.id}
            onClick={() => setFormOpen((open) => !open)}
            className={buttonClass("secondary", "mt-3")}
          >
            Yêu cầu xuất hoá đơn VAT
          </button>
          <Form {...formProps} hidden={!formOpen} aria-labelledby={titleId} className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="orderId" value={orderId} />
            <Field id={`${id}-company`} label="Tên công ty" error={errors.companyName} className="sm:col-span-2">
              <input
                id={`${id}-company`}
                name="companyName"
                autoComplete="organization"
                className={inputClass}
                {...invalidProps(`${id}-company`, errors.companyName)}
              />
            </Field>
            <Field id={`${id}-tax`} label="Mã số thuế" error={errors.taxCode}>
              <input
                id={`${id}-tax`}
                name="taxCode"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0100112437"
                aria-describedby={errors.taxCode ? `${id}-tax-error ${id}-tax-hint` : `${id}-tax-hint`}
                aria-invalid={errors.taxCode ? true : undefined}
                className={inputClass}
              />
              <p id={`${id}-tax-hint`} className="mt-1 text-sm text-slate-600">
                10 chữ số; chi nhánh thêm “-” và 3 chữ số.
              </p>
            </Field>
            <Field id={`${id}-email`} label="E-mail nhận hoá đơn" error={errors.email}>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="ketoan@congty.vn"
                className={inputClass}
                {...invalidProps(`${id}-email`, errors.email)}
              />
            </Field>
            <Field id={`${id}-address`} label="Địa chỉ công ty" error={errors.address} className="sm:col-span-2">
              <input
                id={`${id}-address`}
                name="address"
                autoComplete="street-address"
                className={inputClass}
                {...invalidProps(`${id}-address`, errors.address)}
              />
            </Field>
            <div className="sm:col-span-2">
              <FormAlert message={message} />
              <SubmitButton busy={busy} label="Gửi yêu cầu" busyLabel="Đang gửi…" className={buttonClass("primary", "mt-1 w-full sm:w-auto")} />
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

function InvoiceSummary({ request, focusRef }: { request: InvoiceRequestView; focusRef: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={focusRef} tabIndex={-1} role="status" className="mt-2 outline-none">
      <p className="text-[15px] text-slate-700">
        {request.status === "issued"
          ? `Đã xuất hoá đơn số ${request.invoiceNumber} và gửi tới ${request.email}.`
          : request.status === "failed"
            ? "Nhà cung cấp hoá đơn điện tử chưa xuất được hoá đơn. HanCine sẽ xử lý và gửi hoá đơn tới e-mail của bạn."
            : `Đang xuất hoá đơn (${INVOICE_STATUS_NAMES[request.status]}).`}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-[15px] sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">Đơn vị mua hàng</dt>
        <dd className="font-medium text-night-900">{request.companyName}</dd>
        <dt className="text-slate-600">Mã số thuế</dt>
        <dd className="font-medium tabular-nums text-night-900">{request.taxCode}</dd>
        <dt className="text-slate-600">Số tiền</dt>
        <dd className="font-medium text-night-900">{formatVnd(request.amount)}</dd>
        {request.lookupCode ? (
          <>
            <dt className="text-slate-600">Mã tra cứu</dt>
            <dd className="font-medium tabular-nums text-night-900">{request.lookupCode}</dd>
          </>
        ) : null}
      </dl>
      {request.viewUrl ? (
        <a href={request.viewUrl} target="_blank" rel="noopener" className={buttonClass("secondary", "mt-3")}>
          Xem hoá đơn
        </a>
      ) : null}
    </div>
  );
}
