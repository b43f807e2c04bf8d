// A market's fees and taxes: each with its name, the sides it applies to, minimum, cap, rounding and
// tiers by order value (fixed or percent).
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEE_NAMES, FEE_ROUNDINGS, ORDER_SIDES } from '@saham/domain/markets/types';
import { DECIMAL_RULE } from './field-rules.ts';

export function MarketFeesCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('markets.fees')} size="small" style={{ marginBottom: 16 }} data-testid="market-fees">
      <Form.List name="fees">
        {(fees, { add, remove }) => (
          <>
            {fees.map((fee) => (
              <Card key={fee.key} size="small" type="inner" style={{ marginBottom: 8 }}>
                <Space wrap align="baseline">
                  <Form.Item name={[fee.name, 'name']} label={t('markets.feeName')}>
                    <Select
                      style={{ width: 160 }}
                      options={FEE_NAMES.map((value) => ({ value, label: t(`markets.feeNames.${value}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'sides']} label={t('markets.sides')}>
                    <Checkbox.Group
                      options={ORDER_SIDES.map((value) => ({
                        value,
                        label: t(`markets.sideNames.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'minimum']} label={t('markets.minimum')}>
                    <Input style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'cap']} label={t('markets.cap')}>
                    <Input style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'rounding']} label={t('markets.rounding')}>
                    <Select
                      style={{ width: 140 }}
                      options={FEE_ROUNDINGS.map((value) => ({
                        value,
                        label: t(`markets.roundings.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[fee.name, 'roundingStep']}
                    label={t('markets.roundingStep')}
                    rules={[DECIMAL_RULE]}
                  >
                    <Input style={{ width: 80 }} />
                  </Form.Item>
                  {!disabled && (
                    <Button size="small" danger onClick={() => remove(fee.name)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </Space>
                <Form.List name={[fee.name, 'tiers']}>
                  {(tiers, tierActions) => (
                    <>
                      {tiers.map((tier) => (
                        <Space key={tier.key} align="baseline" wrap>
                          <Form.Item
                            name={[tier.name, 'from']}
                            label={t('markets.fromNotional')}
                            rules={[DECIMAL_RULE]}
                          >
                            <Input style={{ width: 120 }} />
                          </Form.Item>
                          <Form.Item name={[tier.name, 'kind']}>
                            <Select
                              style={{ width: 120 }}
                              options={[
                                { value: 'fixed', label: t('markets.tierFixed') },
                                { value: 'percent', label: t('markets.tierPercent') },
                              ]}
                            />
                          </Form.Item>
                          <Form.Item name={[tier.name, 'value']} rules={[DECIMAL_RULE]}>
                            <Input style={{ width: 100 }} />
                          </Form.Item>
                          {!disabled && (
                            <Button size="small" onClick={() => tierActions.remove(tier.name)}>
                              {t('common.delete')}
                            </Button>
                          )}
                        </Space>
                      ))}
                      {!disabled && (
                        <Button
                          size="small"
                          type="dashed"
                          onClick={() => tierActions.add({ from: '0', kind: 'percent', value: '0.1' })}
                        >
                          {t('markets.addTier')}
                        </Button>
                      )}
                    </>
                  )}
                </Form.List>
              </Card>
            ))}
            {!disabled && (
              <Button
                size="small"
                type="dashed"
                onClick={() =>
                  add({
                    name: 'platform_fee',
                    sides: ['buy', 'sell'],
                    tiers: [{ from: '0', kind: 'percent', value: '0.1' }],
                    minimum: '',
                    cap: '',
                    rounding: 'half_up',
                    roundingStep: '0.01',
                  })
                }
              >
                {t('markets.addFee')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}
