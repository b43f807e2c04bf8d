// A row of choice chips (market filter, sort) that behave as one radio group.
export function QuoteChips<T extends string>({
  options,
  value,
  label,
  onChange,
  testIdPrefix,
  labelOf,
}: {
  options: readonly T[];
  value: T;
  label: string;
  onChange: (value: T) => void;
  testIdPrefix: string;
  labelOf: (value: T) => string;
}) {
  return (
    <div className="mq-chips" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          className={option === value ? 'mq-chip active' : 'mq-chip'}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option}`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
