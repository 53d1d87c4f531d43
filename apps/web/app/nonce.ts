import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of this response; empty in the browser (not needed there). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
