import { useEffect } from "react";

/**
 * Lock page scroll while a dialog is open, through the CSSOM. Radix's Dialog.Overlay would do it with
 * react-remove-scroll, whose injected <style> element the strict CSP (style-src 'self') blocks.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [locked]);
}
