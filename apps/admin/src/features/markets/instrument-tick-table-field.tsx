// The instrument's own tick table, band by band; empty means the market's. No price bands here: those
// are the market's. The server checks the bands ascend from zero with positive ticks.
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECIMAL_RULE } from './field-rules.ts';

export function InstrumentTickTableField() {
  const { t } = useTranslation();
  return (
    <Form.List name="tickTable">
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 16 }} data-testid="instrument-tick-table">
          <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('instruments.tickTable')}</div>
          {fields.length === 0 && (
            <div style={{ marginBottom: 8, color: 'rgba(0, 0, 0, 0.45)' }}>
              {t('instruments.tickTableMarket')}
            </div>
          )}
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'from']}
                label={t('markets.fromPrice')}
                rules={[{ required: true }, DECIMAL_RULE]}
              >
                <Input style={{ width: 120 }} data-testid="instrument-tick-from" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'tick']}
                label={t('markets.tick')}
                rules={[{ required: true }, DECIMAL_RULE]}
              >
                <Input style={{ width: 120 }} data-testid="instrument-tick-size" />
              </Form.Item>
              <Button size="small" danger onClick={() => remove(field.name)}>
                {t('common.delete')}
              </Button>
            </Space>
          ))}
          <div>
            <Button
              size="small"
              type="dashed"
              onClick={() => add({ from: fields.length === 0 ? '0' : '', tick: '' })}
              data-testid="instrument-tick-add"
            >
              {t('instruments.addTickBand')}
            </Button>
          </div>
        </div>
      )}
    </Form.List>
  );
}
