import { useState } from "react";

/**
 * True from the first time `open` is true: a lazily loaded dialog is fetched on first use and then
 * stays mounted, so its closing (and the focus return) runs like any other dialog's.
 */
export function useMountedOnce(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
