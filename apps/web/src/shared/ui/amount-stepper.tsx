// An amount in a currency with the app's one stepper (stepper.tsx): − and + step within the screen's
// minimum and maximum in the currency's decimals (amount-stepper-model.ts), and the box takes typing.
import { useTranslation } from 'react-i18next';
import { amountLimits, canStepAmount, stepAmount, type AmountRange } from './amount-stepper-model.ts';
import { Stepper } from './stepper.tsx';

interface AmountStepperProps extends AmountRange {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  testId: string;
}

export function AmountStepper({ id, value, onChange, placeholder, testId, ...range }: AmountStepperProps) {
  const { t } = useTranslation();
  const limits = amountLimits(range);
  return (
    <Stepper
      id={id}
      value={value}
      onChange={onChange}
      step={(from, direction) => stepAmount(from, direction, limits)}
      inputMode={limits.decimals === 0 ? 'numeric' : 'decimal'}
      maxLength={24}
      placeholder={placeholder}
      downLabel={t('amountStepper.less')}
      upLabel={t('amountStepper.more')}
      downDisabled={!canStepAmount(value, -1, limits)}
      upDisabled={!canStepAmount(value, 1, limits)}
      testId={testId}
      downTestId={`${testId}-down`}
      upTestId={`${testId}-up`}
    />
  );
}
