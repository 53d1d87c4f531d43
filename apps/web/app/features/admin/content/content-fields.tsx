import type { FieldErrors } from "#web/lib/form-errors.ts";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { ImageDrop, type ChosenArt } from "../films/image-drop.tsx";

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

/** A content item's picture, sent as its media id (`imageMediaId`); `shape` says what to upload. */
export function ContentImage({
  label,
  shape,
  value,
  onChange,
  errors,
}: {
  label: string;
  shape: string;
  value: ChosenArt | null;
  onChange: (art: ChosenArt | null) => void;
  errors: FieldErrors;
}) {
  return (
    <ImageDrop
      id="imageMediaId"
      name="imageMediaId"
      label={label}
      hint={`${shape}. JPEG, PNG, WebP, AVIF hoặc SVG, tối đa 10 MB.`}
      purpose="image"
      value={value}
      onChange={onChange}
      error={errors.imageMediaId}
    />
  );
}
