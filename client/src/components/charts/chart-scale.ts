/**
 * Axis ticks from 0 with a round step (1, 2, 2.5 or 5 times a power of ten; whole numbers only
 * for counts), about `count` of them, the last one at or above `max`.
 */
export function ticks(max: number, { count = 4, integer = false }: { count?: number; integer?: boolean } = {}): number[] {
  if (!(max > 0)) return integer ? [0, 1] : [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const steps = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = steps.map((s) => s * power).find((s) => s >= raw) ?? 10 * power;
  if (integer) step = Math.max(1, Math.round(step));
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

export type ChartTone = 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'secondary';
