import { createContext } from "react-router";

/** The client's address as the server sees it (behind a proxy: see TRUST_PROXY). */
export const clientAddressContext = createContext<string>("unknown");
