/**
 * A length for a message: one decimal as players measure, two when the hundredth matters, so
 * "10.01 cm is more than 10.0 cm" never reads as "10.0 is more than 10.0".
 */
export function formatLength(value: number): string {
  const hundredths = Math.round(value * 100) / 100;
  const tenths = Math.round(value * 10) / 10;
  return Math.abs(hundredths - tenths) < 1e-9 ? tenths.toFixed(1) : hundredths.toFixed(2);
}
