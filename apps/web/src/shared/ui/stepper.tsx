// The one stepper of the app (price, quantity, amounts): − and + around a text input. A tap steps once;
// holding starts repeating after 600 ms, then every 200 ms (spec §9). The screen says what a step is
// (`step`), so a price can step on its tick grid and a quantity on its lot; `stepDecimal` is the
// plain case with min, max and decimals.
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { createRepeater, type Repeater } from './stepper-model.ts';
import './stepper.css';

interface StepperProps {
  value: string;
  onChange: (value: string) => void;
  /** The value one step up (1) or down (−1) from the given one, already clamped. */
  step: (value: string, direction: 1 | -1) => string;
  id?: string;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  placeholder?: string;
  /** The input's accessible name, when no <label> points at its id. */
  inputLabel?: string;
  downLabel: string;
  upLabel: string;
  downDisabled?: boolean;
  upDisabled?: boolean;
  /** The frame's classes: the order form keeps its own look. */
  className?: string;
  buttonClassName?: string;
  inputClassName?: string;
  testId?: string;
  downTestId?: string;
  upTestId?: string;
}

function useStepButton(onStep: () => void, disabled: boolean) {
  // The latest step (it closes over the latest value), for the repeats of a held press.
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  const repeater = useRef<Repeater | null>(null);
  const release = () => repeater.current?.release();
  useEffect(() => () => repeater.current?.release(), []);
  useEffect(() => {
    if (disabled) repeater.current?.release();
  }, [disabled]);
  return {
    disabled,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      repeater.current ??= createRepeater(() => latest.current());
      repeater.current.press();
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    onBlur: release,
    // A keyboard or assistive "click" has no pointer press before it (detail 0): step on it.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) onStep();
    },
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  };
}

export function Stepper({
  value,
  onChange,
  step,
  id,
  inputMode = 'decimal',
  maxLength = 16,
  placeholder,
  inputLabel,
  downLabel,
  upLabel,
  downDisabled = false,
  upDisabled = false,
  className = 'stepper',
  buttonClassName = 'stepper-step',
  inputClassName = 'stepper-input',
  testId,
  downTestId,
  upTestId,
}: StepperProps) {
  const down = useStepButton(() => onChange(step(value, -1)), downDisabled);
  const up = useStepButton(() => onChange(step(value, 1)), upDisabled);
  return (
    <div className={`stepper-frame ${className}`}>
      <button
        type="button"
        className={buttonClassName}
        aria-label={downLabel}
        data-testid={downTestId}
        {...down}
      >
        −
      </button>
      <input
        id={id}
        className={inputClassName}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={inputLabel}
        data-testid={testId}
      />
      <button type="button" className={buttonClassName} aria-label={upLabel} data-testid={upTestId} {...up}>
        +
      </button>
    </div>
  );
}
