import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and in the first browser render; true once scripts run. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
