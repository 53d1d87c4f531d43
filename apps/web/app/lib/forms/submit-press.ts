import type { MouseEvent } from "react";

/**
 * A form's `onMouseDown`: pressing its submit button leaves the focus in the field being typed in.
 * Taking it would first check that field on leaving it, and the field's error, drawn above the button,
 * would move the button from under the pointer before it is released: the click would submit nothing.
 * The submit checks every field anyway and focuses the first wrong one.
 */
export function keepFocusOnSubmitPress(event: MouseEvent<HTMLFormElement>): void {
  if (event.target instanceof Element && event.target.closest("button[type=submit]")) event.preventDefault();
}
