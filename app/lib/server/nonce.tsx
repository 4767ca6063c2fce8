import { createContext, useContext } from "react";

// The per-request CSP nonce, set on the server; empty in the browser, which
// hides nonce attributes from scripts anyway.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
