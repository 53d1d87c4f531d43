import { data } from "react-router";

/**
 * What a form route (`routes/forms/*`, decision 069) is besides its clientAction: no page. Opened by
 * address it answers 404 like any unknown page; submitted to, its clientAction runs in the browser.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function FormRoute() {
  return null;
}
