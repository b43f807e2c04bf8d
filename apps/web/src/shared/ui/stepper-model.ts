// What a stepper does, without React (spec §9): a press steps once; held, it starts repeating after
// 600 ms and then steps every 200 ms until released. Values are exact decimals (the domain's scaled
// bigints), clamped to a minimum and maximum and kept on the step's grid.
import { decimal, formatDecimal, parseDecimal } from '@saham/domain/markets/decimal';

export const STEPPER_REPEAT_DELAY_MS = 600;
export const STEPPER_REPEAT_INTERVAL_MS = 200;

export interface Repeater {
  /** Steps once now and starts the long-press timer. */
  press: () => void;
  /** Stops repeating (release, leaving the button, cancel). */
  release: () => void;
}

export function createRepeater(
  step: () => void,
  delayMs = STEPPER_REPEAT_DELAY_MS,
  intervalMs = STEPPER_REPEAT_INTERVAL_MS,
): Repeater {
  let delay: ReturnType<typeof setTimeout> | null = null;
  let repeat: ReturnType<typeof setInterval> | null = null;
  const release = () => {
    if (delay !== null) clearTimeout(delay);
    if (repeat !== null) clearInterval(repeat);
    delay = null;
    repeat = null;
  };
  return {
    press: () => {
      release();
      step();
      delay = setTimeout(() => {
        delay = null;
        repeat = setInterval(step, intervalMs);
      }, delayMs);
    },
    release,
  };
}

export interface DecimalLimits {
  /** The step, a positive decimal ("1", "0.01"). */
  step: string;
  min?: string;
  max?: string;
  /** Decimals the value is written with (0 for whole numbers). */
  decimals: number;
}

/**
 * One step up or down from `value` on the grid of `step` counted from zero, clamped to `min` and
 * `max`. A value that is not a number steps from `min` (or zero). Exact: no floats.
 */
export function stepDecimal(value: string, direction: 1 | -1, limits: DecimalLimits): string {
  const unit = decimal(limits.step);
  const min = limits.min === undefined ? null : decimal(limits.min);
  const max = limits.max === undefined ? null : decimal(limits.max);
  const current = parseDecimal(value) ?? min ?? 0n;
  const onGrid = current - (current % unit);
  let next = direction === 1 ? onGrid + unit : onGrid === current ? current - unit : onGrid;
  if (next < 0n) next = 0n;
  if (min !== null && next < min) next = min;
  if (max !== null && next > max) next = max;
  return formatDecimal(next, limits.decimals);
}

/** Whether a step in `direction` would change `value` (false at the limit it points to). */
export function canStep(value: string, direction: 1 | -1, limits: DecimalLimits): boolean {
  const current = parseDecimal(value);
  if (current === null) return true;
  const bound = direction === 1 ? limits.max : limits.min;
  if (bound === undefined) return direction === 1 || current > 0n;
  const limit = decimal(bound);
  return direction === 1 ? current < limit : current > limit;
}
