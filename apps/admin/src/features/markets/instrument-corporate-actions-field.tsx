// The instrument's corporate actions: cash dividends (amount per share, pay date) and splits (from
// and to shares), each on its ex-date.
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_RULE, DECIMAL_RULE } from './field-rules.ts';
import { DayPicker } from '../../shared/ui/day-picker.tsx';

export function InstrumentCorporateActionsField() {
  const { t } = useTranslation();
  return (
    <Form.List name="corporateActions">
      {(fields, { add, remove }) => (
        <>
          <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('instruments.corporateActions')}</div>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, 'kind']}>
                <Select
                  style={{ width: 110 }}
                  options={[
                    { value: 'dividend', label: t('instruments.dividend') },
                    { value: 'split', label: t('instruments.split') },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'exDate']}
                label={t('instruments.exDate')}
                rules={[{ required: true }, DATE_RULE]}
              >
                <DayPicker width={140} />
              </Form.Item>
              <Form.Item noStyle dependencies={[['corporateActions', field.name, 'kind']]}>
                {(form) =>
                  form.getFieldValue(['corporateActions', field.name, 'kind']) === 'split' ? (
                    <>
                      <Form.Item name={[field.name, 'from']} label={t('instruments.splitFrom')}>
                        <InputNumber min={1} max={1000} precision={0} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'to']} label={t('instruments.splitTo')}>
                        <InputNumber min={1} max={1000} precision={0} />
                      </Form.Item>
                    </>
                  ) : (
                    <>
                      <Form.Item
                        name={[field.name, 'amount']}
                        label={t('instruments.amountPerShare')}
                        rules={[DECIMAL_RULE]}
                      >
                        <Input style={{ width: 100 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'payDate']} label={t('instruments.payDate')}>
                        <DayPicker width={140} />
                      </Form.Item>
                    </>
                  )
                }
              </Form.Item>
              <Button size="small" danger onClick={() => remove(field.name)}>
                {t('common.delete')}
              </Button>
            </Space>
          ))}
          <Button
            size="small"
            type="dashed"
            onClick={() => add({ kind: 'dividend', exDate: '', payDate: '', amount: '', from: 1, to: 2 })}
          >
            {t('instruments.addAction')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
