/**
 * Beside an open item's button Radix's NavigationMenu puts a "focus proxy": a span that is
 * aria-hidden yet takes focus (axe: aria-hidden-focus), there to pass Tab on into a dropdown that
 * sits elsewhere in the page. The site's dropdowns follow their buttons, so Tab gets there by
 * itself: on the element around the button, this class keeps the proxy from being displayed.
 */
export const NO_FOCUS_PROXY = "[&>span[aria-hidden]]:hidden";
