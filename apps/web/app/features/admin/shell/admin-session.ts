import { useRouteLoaderData } from "react-router";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { User } from "@hancine/contract/auth";

/** What every back-office page knows: who is signed in and the cinemas they work at (admins: all). */
export type AdminSession = { user: User; cinemas: AdminCinema[] };

export const ADMIN_LAYOUT_ID = "routes/admin/admin-layout";

export function useAdminSession(): AdminSession {
  const data = useRouteLoaderData<AdminSession>(ADMIN_LAYOUT_ID);
  if (!data) throw new Error("useAdminSession is used outside the back office's layout");
  return data;
}
