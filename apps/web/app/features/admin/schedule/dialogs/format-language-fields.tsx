import type { ShowFormat } from "@hancine/contract/catalog";
import { Field } from "#web/ui/form-fields.tsx";
import { selectClass } from "./clock-field.tsx";
import { SHOW_FORMATS, SHOW_LANGUAGES, type ShowLanguage } from "../model/schedule-model.ts";

/** The format and language of the showtimes a dialog creates (`${idPrefix}-format`, `${idPrefix}-language`; `format`, `language` in its form). */
export function FormatLanguageFields(props: {
  idPrefix: string;
  format: ShowFormat;
  language: ShowLanguage;
  onFormat: (format: ShowFormat) => void;
  onLanguage: (language: ShowLanguage) => void;
}) {
  const { idPrefix, format, language, onFormat, onLanguage } = props;
  return (
    <>
      <Field id={`${idPrefix}-format`} label="Định dạng">
        <select id={`${idPrefix}-format`} name="format" value={format} onChange={(e) => onFormat(e.target.value as ShowFormat)} className={selectClass}>
          {SHOW_FORMATS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </Field>
      <Field id={`${idPrefix}-language`} label="Ngôn ngữ">
        <select
          id={`${idPrefix}-language`}
          name="language"
          value={language}
          onChange={(e) => onLanguage(e.target.value as ShowLanguage)}
          className={selectClass}
        >
          {SHOW_LANGUAGES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </Field>
    </>
  );
}
