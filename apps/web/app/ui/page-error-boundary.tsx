import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPanel, NotFoundPanel } from "./not-found-panel.tsx";

/**
 * A page's error boundary: the message shows inside the site's header and footer. A 404 from the
 * loader (an unknown slug) reads as "not found"; anything else as a short apology, never internals.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />;
  return <ErrorPanel />;
}
