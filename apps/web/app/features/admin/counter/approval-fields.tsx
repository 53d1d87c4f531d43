import { FieldError, inputClass, invalidProps } from "#web/ui/form-fields.tsx";

/**
 * A manager's approval of a staff member's refund or exchange: their e-mail and counter PIN, sent as
 * `approval.email` and `approval.pin`. `error` is said under both (a refused approval), or `refused`
 * marks both when the form says why elsewhere; a field's own error under that field.
 */
export function ApprovalFields({
  idPrefix,
  error,
  emailError,
  pinError,
  refused = false,
}: {
  idPrefix: string;
  refused?: boolean;
  error?: string | undefined;
  emailError?: string | undefined;
  pinError?: string | undefined;
}) {
  const shared = `${idPrefix}-approval`;
  const invalid = (field: string, own: string | undefined) =>
    error ? invalidProps(shared, error) : refused ? { "aria-invalid": true as const } : invalidProps(`${idPrefix}-${field}`, own);
  return (
    <fieldset className="grid gap-x-2 gap-y-1 rounded-card border border-amber-brand/60 bg-amber-50 p-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-bold text-night-900">Quản lý duyệt</legend>
      <div>
        <label htmlFor={`${idPrefix}-manager`} className="mb-1 block text-sm font-medium text-slate-800">
          E-mail của quản lý
        </label>
        <input id={`${idPrefix}-manager`} name="approval.email" type="email" autoComplete="off" className={inputClass} {...invalid("manager", emailError)} />
        <FieldError id={`${idPrefix}-manager`} error={emailError} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-pin`} className="mb-1 block text-sm font-medium text-slate-800">
          Mã PIN quầy của quản lý
        </label>
        <input
          id={`${idPrefix}-pin`}
          name="approval.pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          className={inputClass}
          {...invalid("pin", pinError)}
        />
        <FieldError id={`${idPrefix}-pin`} error={pinError} />
      </div>
      <div className="sm:col-span-2">
        <FieldError id={shared} error={error} />
      </div>
    </fieldset>
  );
}
