import { createContext, useContext } from "react";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { User } from "@hancine/contract/auth";

/** What every back-office page knows: who is signed in and the cinemas they work at (admins: all). */
export type AdminSession = { user: User; cinemas: AdminCinema[] };

/**
 * Given by the back office's layout from its loader. A context rather than React Router's
 * useRouteLoaderData: every router hook used anywhere is in the first-load vendor chunk (decision 059).
 */
export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession is used outside the back office's layout");
  return session;
}
