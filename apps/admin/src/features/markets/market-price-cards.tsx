// A market's price grid and limits: the tick table, and the daily price limit (none, a percentage
// with an absolute step for small prices, or bands by price).
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECIMAL_RULE } from './field-rules.ts';
import type { MarketForm } from './market-form.ts';
import { ListCard } from './list-card.tsx';

export function MarketTickTableCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ListCard
      title={t('markets.tickTable')}
      name="tickTable"
      disabled={disabled}
      testId="market-tick-table"
      newRow={() => ({ from: '', tick: '' })}
      renderRow={(field) => (
        <>
          <Form.Item name={[field.name, 'from']} label={t('markets.fromPrice')} rules={[DECIMAL_RULE]}>
            <Input style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name={[field.name, 'tick']} label={t('markets.tick')} rules={[DECIMAL_RULE]}>
            <Input style={{ width: 120 }} />
          </Form.Item>
        </>
      )}
    />
  );
}

interface MarketPriceLimitCardProps {
  /** The form's current choice of limit: its fields follow it. */
  limitKind: MarketForm['limitKind'] | undefined;
  disabled: boolean;
}

export function MarketPriceLimitCard({ limitKind, disabled }: MarketPriceLimitCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('markets.priceLimit')}
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="market-price-limit"
    >
      <Space wrap align="baseline">
        <Form.Item name="limitKind">
          <Select
            style={{ width: 220 }}
            options={(['none', 'percent', 'bands'] as const).map((value) => ({
              value,
              label: t(`markets.limitKinds.${value}`),
            }))}
          />
        </Form.Item>
        {limitKind === 'percent' && (
          <>
            <Form.Item name="limitPercent" label="±%" rules={[DECIMAL_RULE]}>
              <Input style={{ width: 80 }} />
            </Form.Item>
            <Form.Item name="smallPriceBelow" label={t('markets.smallPriceBelow')}>
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="smallPriceAbsolute" label={t('markets.smallPriceAbsolute')}>
              <Input style={{ width: 100 }} />
            </Form.Item>
          </>
        )}
      </Space>
      {limitKind === 'bands' && (
        <Form.List name="limitBands">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'from']}
                    label={t('markets.fromPrice')}
                    rules={[DECIMAL_RULE]}
                  >
                    <Input style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'limit']} label="±" rules={[DECIMAL_RULE]}>
                    <Input style={{ width: 120 }} />
                  </Form.Item>
                  {!disabled && (
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </Space>
              ))}
              {!disabled && (
                <Button size="small" type="dashed" onClick={() => add({ from: '', limit: '' })}>
                  {t('markets.addRow')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      )}
    </Card>
  );
}
