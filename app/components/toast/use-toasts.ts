import { useSyncExternalStore } from "react";
import { getToasts, subscribeToasts, type ToastData } from "./toast-store";

const empty: readonly ToastData[] = [];

export function useToasts(): readonly ToastData[] {
  return useSyncExternalStore(subscribeToasts, getToasts, () => empty);
}
