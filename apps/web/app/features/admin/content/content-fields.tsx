import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";

/** A labelled text area of a content editor (a post's opening, a product's description), named like its id (the contract's field). */
export function TextAreaField({
  id,
  label,
  rows,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea id={id} name={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} {...invalidProps(id, error)} />
    </Field>
  );
}
