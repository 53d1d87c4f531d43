import { createContext, useContext } from "react";
import type { User } from "@hancine/contract/auth";

export type CurrentUserState = {
  /** The signed-in person, or null. */
  user: User | null;
  /** After login, signup, logout or a profile change. */
  setUser: (user: User | null) => void;
  /** Opens the login modal (e.g. from a page that needs a signed-in user). */
  openLogin: () => void;
};

export const CurrentUserContext = createContext<CurrentUserState>({ user: null, setUser: () => {}, openLogin: () => {} });
export const useCurrentUser = () => useContext(CurrentUserContext);
