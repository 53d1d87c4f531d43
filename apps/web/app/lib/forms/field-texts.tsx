import { createContext, useContext, useMemo, type ReactNode } from "react";

/**
 * The account forms' Vietnamese messages with their English (decision 094): the contract's schemas
 * (which the browser checks a form with) write their own Vietnamese, so an English page receives
 * the pairs with its data (`validationTextsIn`, never in a script) and a form shows each message
 * through them. A Vietnamese page has none: every text as written.
 */
const FieldTextsContext = createContext<Readonly<Record<string, string>>>({});

export function FieldTextsProvider({ texts, children }: { texts: Readonly<Record<string, string>>; children: ReactNode }) {
  const parent = useContext(FieldTextsContext);
  const value = useMemo(() => ({ ...parent, ...texts }), [parent, texts]);
  return <FieldTextsContext.Provider value={value}>{children}</FieldTextsContext.Provider>;
}

/** A form's message in the page's language. */
export function useFieldText(): (text: string) => string {
  const texts = useContext(FieldTextsContext);
  return (text) => texts[text] ?? text;
}
