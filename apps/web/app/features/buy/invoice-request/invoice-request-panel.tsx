import { useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import { formatVnd } from "@hancine/contract/format";
import type { InvoiceRequestState, InvoiceRequestView } from "@hancine/contract/invoice-request";
import { callApi } from "#web/lib/api-client.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { invoiceRequestFormSchema } from "./invoice-request-form.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";

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
  const { t, locale } = useI18n();
  // The last day requests are taken: the day before `closesAt` (the next month's first instant).
  const lastDay = (closesAt: string) => dateLong(locale, new Date(new Date(closesAt).getTime() - 1));
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
        {t("purchase.invoice.title")}
      </h2>
      {state.request ? (
        <InvoiceSummary request={state.request} focusRef={resultRef} />
      ) : !state.open ? (
        <p className="mt-1 text-[15px] text-slate-700">
          {t("purchase.invoice.closed", { until: state.closesAt ? t("purchase.invoice.until", { day: lastDay(state.closesAt) }) : "" })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-[15px] text-slate-700">{t("purchase.invoice.lead", { day: lastDay(state.closesAt!) })}</p>
          <button
            type="button"
            aria-expanded={formOpen}
            aria-controls={formProps.id}
            onClick={() => setFormOpen((open) => !open)}
            className={buttonClass("secondary", "mt-3")}
          >
            {t("purchase.invoice.ask")}
          </button>
          <Form {...formProps} hidden={!formOpen} aria-labelledby={titleId} className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="orderId" value={orderId} />
            <Field id={`${id}-company`} label={t("purchase.invoice.company")} error={errors.companyName} className="sm:col-span-2">
              <input
                id={`${id}-company`}
                name="companyName"
                autoComplete="organization"
                className={inputClass}
                {...invalidProps(`${id}-company`, errors.companyName)}
              />
            </Field>
            <Field id={`${id}-tax`} label={t("purchase.invoice.taxCode")} error={errors.taxCode}>
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
                {t("purchase.invoice.taxHint")}
              </p>
            </Field>
            <Field id={`${id}-email`} label={t("purchase.invoice.email")} error={errors.email}>
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
            <Field id={`${id}-address`} label={t("purchase.invoice.address")} error={errors.address} className="sm:col-span-2">
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
              <SubmitButton
                busy={busy}
                label={t("purchase.invoice.send")}
                busyLabel={t("purchase.invoice.sending")}
                className={buttonClass("primary", "mt-1 w-full sm:w-auto")}
              />
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

function InvoiceSummary({ request, focusRef }: { request: InvoiceRequestView; focusRef: React.RefObject<HTMLDivElement | null> }) {
  const { t } = useI18n();
  return (
    <div ref={focusRef} tabIndex={-1} role="status" className="mt-2 outline-none">
      <p className="text-[15px] text-slate-700">
        {request.status === "issued"
          ? t("purchase.invoice.issued", { number: request.invoiceNumber ?? "", email: request.email })
          : request.status === "failed"
            ? t("purchase.invoice.failed")
            : t("purchase.invoice.pending", { status: t("purchase.invoice.status", { status: request.status }) })}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-[15px] sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">{t("purchase.invoice.buyer")}</dt>
        <dd className="font-medium text-night-900">{request.companyName}</dd>
        <dt className="text-slate-600">{t("purchase.invoice.taxCode")}</dt>
        <dd className="font-medium tabular-nums text-night-900">{request.taxCode}</dd>
        <dt className="text-slate-600">{t("purchase.invoice.amount")}</dt>
        <dd className="font-medium text-night-900">{formatVnd(request.amount)}</dd>
        {request.lookupCode ? (
          <>
            <dt className="text-slate-600">{t("purchase.invoice.lookup")}</dt>
            <dd className="font-medium tabular-nums text-night-900">{request.lookupCode}</dd>
          </>
        ) : null}
      </dl>
      {request.viewUrl ? (
        <a href={request.viewUrl} target="_blank" rel="noopener" className={buttonClass("secondary", "mt-3")}>
          {t("purchase.invoice.view")}
        </a>
      ) : null}
    </div>
  );
}
