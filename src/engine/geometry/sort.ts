/** Up to this many, insertion sort: its quadratic worst case stays under the built-in's overhead. */
const SHORT = 32;

/**
 * Sorts numbers ascending in place. The cut lists of one segment or edge hold a handful of values
 * and are sorted on every drag, where a comparator sort costs more than the work around it; an
 * insertion sort does it in a few compares. Long lists still go to the built-in sort. NaN never
 * reaches here (coordinates are checked finite first).
 */
export function sortNumbers(values: number[]): number[] {
  const n = values.length;
  if (n > SHORT) return values.sort((u, v) => u - v);
  for (let i = 1; i < n; i++) {
    const x = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! > x) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = x;
  }
  return values;
}
