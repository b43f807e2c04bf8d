// Opening a day position on Bursa Malaysia at market, paid from the day-trading buying power: the
// stock code, long or short, the quantity in shares (whole lots) and the leverage.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/feedback/toast.ts';
import { useDayTradingBuy } from './api/day-trading-actions.ts';

const LEVERAGES = [1, 2, 5, 10] as const;

export function OpenPositionForm() {
  const { t } = useTranslation();
  const buy = useDayTradingBuy();
  const [code, setCode] = useState('');
  const [direction, setDirection] = useState<'long' | 'short'>('long');
  const [quantity, setQuantity] = useState('');
  const [leverage, setLeverage] = useState<number>(1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      showToast(t('dayTrading.codeRequired'));
      return;
    }
    buy.mutate(
      { code: code.trim(), market: 'MY', direction, quantity: quantity.trim(), leverage },
      {
        onSuccess: () => {
          setQuantity('');
          showToast(t('dayTrading.opened'));
        },
      },
    );
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="day-trading-buy-form">
      <h2 className="card-title">{t('dayTrading.openTitle')}</h2>
      <div className="dt-row">
        <div className="field">
          <label className="field-label" htmlFor="day-trading-code">
            {t('dayTrading.code')}
          </label>
          <div className="field-control">
            <input
              id="day-trading-code"
              className="field-input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="1155"
              maxLength={20}
              data-testid="day-trading-code"
            />
          </div>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="day-trading-quantity">
            {t('dayTrading.quantity')}
          </label>
          <div className="field-control">
            <input
              id="day-trading-quantity"
              className="field-input"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              placeholder="100"
              inputMode="numeric"
              maxLength={12}
              data-testid="day-trading-quantity"
            />
          </div>
        </div>
      </div>
      <div className="dt-choices" role="group" aria-label={t('dayTrading.direction')}>
        {(['long', 'short'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`dt-choice ${direction === value ? `dt-choice-on dt-${value}` : ''}`}
            aria-pressed={direction === value}
            onClick={() => setDirection(value)}
            data-testid={`day-trading-direction-${value}`}
          >
            {t(`dayTrading.${value}`)}
          </button>
        ))}
      </div>
      <div className="dt-choices" role="group" aria-label={t('dayTrading.leverage')}>
        {LEVERAGES.map((value) => (
          <button
            key={value}
            type="button"
            className={`dt-choice ${leverage === value ? 'dt-choice-on' : ''}`}
            aria-pressed={leverage === value}
            onClick={() => setLeverage(value)}
            data-testid={`day-trading-leverage-${value}`}
          >
            {`${value}×`}
          </button>
        ))}
      </div>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        loading={buy.isPending}
        disabled={buy.isPending}
        data-testid="day-trading-buy"
      >
        {t('dayTrading.open')}
      </Button>
    </form>
  );
}
