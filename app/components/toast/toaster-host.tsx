import { useEffect, useState } from "react";
import { lazyComponent, useLoadedComponent } from "../../lib/lazy-component";
import { getToasts, subscribeToasts } from "./toast-store";

const Toaster = lazyComponent(
  () => import("./toaster"),
  (m) => m.default,
);

/**
 * Keeps Radix Toast out of the first load: the viewport mounts on the first toast, or on F8 (its hotkey), in
 * which case the key press is replayed once the viewport is listening.
 */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  const [replayF8, setReplayF8] = useState(false);
  const Viewport = useLoadedComponent(Toaster, wanted);

  useEffect(() => {
    if (wanted) return;
    if (getToasts().length > 0) setWanted(true);
    const unsubscribe = subscribeToasts(() => setWanted(true));
    const onKey = (event: KeyboardEvent) => {
      if (event.code === "F8" || event.key === "F8") {
        setReplayF8(true);
        setWanted(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      unsubscribe();
      window.removeEventListener("keydown", onKey);
    };
  }, [wanted]);

  if (!Viewport) return null;
  return (
    <Viewport
      onReady={() => {
        if (!replayF8) return;
        setReplayF8(false);
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8", bubbles: true }));
      }}
    />
  );
}
