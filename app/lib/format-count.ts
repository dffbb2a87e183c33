/**
 * A count with thousands separators, as `new Intl.NumberFormat("en-US").format(n)` writes it for integers
 * ("12,345"). Written out because the first `Intl.NumberFormat` a page creates loads ICU data: 15-30 ms of main
 * thread on the dev machine, in whichever task first needs it. English and Korean group the same way.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(n)));
  if (/e/i.test(digits)) return sign + digits;
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ",");
}
