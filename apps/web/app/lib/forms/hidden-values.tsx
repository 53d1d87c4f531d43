import { useEffect, useRef } from "react";

/** Tells the form its field changed as typing would, so Conform checks it again once the person has met it. */
export function recheck(form: HTMLFormElement | null | undefined, name: string): void {
  const field = form?.elements.namedItem(name);
  const element = field instanceof RadioNodeList ? field[0] : field;
  element?.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * What a form sends that no input of its own holds (a chosen picture's id, the rich text's HTML, names
 * added as tokens): hidden inputs named like the contract's field, one per value. A change is told to
 * the form (`recheck`), so the field's error goes as soon as it is put right, as a typed field's does.
 */
export function HiddenValues({ name, value }: { name: string; value: string | readonly string[] }) {
  const values = typeof value === "string" ? [value] : value;
  const first = useRef<HTMLInputElement>(null);
  const shown = JSON.stringify(values);
  const told = useRef(shown);
  useEffect(() => {
    if (told.current === shown) return;
    told.current = shown;
    recheck(first.current?.form, name);
  }, [shown, name]);
  return values.map((text, index) => <input key={index} ref={index === 0 ? first : undefined} type="hidden" name={name} value={text} />);
}
