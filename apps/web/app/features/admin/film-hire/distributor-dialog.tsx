import { href } from "react-router";
import { DISTRIBUTOR_NAME_MAX, distributorInputSchema, type Distributor } from "@hancine/contract/film-hire";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";

type DistributorDialogProps = {
  /** The distributor being corrected; null: a new one. */
  distributor: Distributor | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saved: the distributor as the server has it now. */
  onSaved: (saved: Distributor, created: boolean) => void;
};

/** Add or correct a distributor (admins): the name people know, and the company's name, tax code and address that head its settlements. */
export function DistributorDialog({ distributor, open, onOpenChange, onSaved }: DistributorDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={distributor ? `Sửa nhà phát hành ${distributor.name}` : "Thêm nhà phát hành"}
      description="Tên công ty, mã số thuế và địa chỉ in ở đầu bảng thanh toán gửi nhà phát hành."
      size="md"
    >
      {open ? <DistributorForm key={distributor?.slug ?? "new"} distributor={distributor} onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function DistributorForm({
  distributor,
  onSaved,
  onCancel,
}: {
  distributor: Distributor | null;
  onSaved: DistributorDialogProps["onSaved"];
  onCancel: () => void;
}) {
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: distributorInputSchema,
    action: distributor ? href("/form/admin/distributors/:slug", { slug: distributor.slug }) : href("/form/admin/distributors"),
    onSuccess: (saved: Distributor) => onSaved(saved, distributor === null),
  });
  return (
    <Form {...formProps} aria-label={distributor ? "Sửa nhà phát hành" : "Thêm nhà phát hành"} className="space-y-4">
      <FormAlert message={message} />
      <Field id="distributor-name" label="Tên thường gọi" error={errors.name}>
        <input
          id="distributor-name"
          name="name"
          defaultValue={distributor?.name ?? ""}
          maxLength={DISTRIBUTOR_NAME_MAX * 2}
          autoComplete="off"
          className={inputClass}
          {...invalidProps("distributor-name", errors.name)}
        />
      </Field>
      <Field id="distributor-legal-name" label="Tên công ty (trên hoá đơn)" error={errors.legalName}>
        <input
          id="distributor-legal-name"
          name="legalName"
          defaultValue={distributor?.legalName ?? ""}
          autoComplete="organization"
          placeholder="Công ty TNHH …"
          className={inputClass}
          {...invalidProps("distributor-legal-name", errors.legalName)}
        />
      </Field>
      <Field id="distributor-tax-code" label="Mã số thuế" error={errors.taxCode}>
        <input
          id="distributor-tax-code"
          name="taxCode"
          defaultValue={distributor?.taxCode ?? ""}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0301234567 hoặc 0301234567-001"
          className={inputClass}
          {...invalidProps("distributor-tax-code", errors.taxCode)}
        />
      </Field>
      <Field id="distributor-address" label="Địa chỉ" error={errors.address}>
        <textarea
          id="distributor-address"
          name="address"
          defaultValue={distributor?.address ?? ""}
          rows={2}
          autoComplete="street-address"
          className={`${inputClass} h-auto py-2`}
          {...invalidProps("distributor-address", errors.address)}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "border border-slate-300")}>
          Huỷ
        </button>
        <SubmitButton busy={busy} label={distributor ? "Lưu thay đổi" : "Thêm nhà phát hành"} busyLabel="Đang lưu…" className={buttonClass("primary")} />
      </div>
    </Form>
  );
}
