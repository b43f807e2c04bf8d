// The maker's form: member id, currency, a signed amount (negative debits) and a reason. The request
// waits in the queue until another staff member approves it.
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@saham/domain/currencies';
import { useCreateAdjustment } from './api/create-adjustment.ts';

interface AdjustmentForm {
  memberId: number;
  currency: Currency;
  amount: string;
  reason: string;
}

const SIGNED_DECIMAL = /^-?\d{1,15}(\.\d{1,2})?$/;

export function CreateAdjustmentCard({ initialMemberId }: { initialMemberId: number | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdjustmentForm>();
  const create = useCreateAdjustment();

  const submit = async (values: AdjustmentForm) => {
    await create.mutateAsync({ ...values, amount: values.amount.trim(), reason: values.reason.trim() });
    form.resetFields(['amount', 'reason']);
  };

  return (
    <Card title={t('adjustments.create')}>
      <Form<AdjustmentForm>
        form={form}
        layout="vertical"
        initialValues={{ currency: 'MYR', memberId: initialMemberId }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Row gutter={12} align="top">
          <Col xs={24} md={4}>
            <Form.Item name="memberId" label={t('adjustments.memberId')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="adjustment-member" />
            </Form.Item>
          </Col>
          <Col xs={24} md={3}>
            <Form.Item name="currency" label={t('ledger.currency')} rules={[{ required: true }]}>
              <Select
                options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                data-testid="adjustment-currency"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="amount"
              label={t('adjustments.amount')}
              extra={t('adjustments.amountHint')}
              rules={[{ required: true, pattern: SIGNED_DECIMAL, message: t('adjustments.amountInvalid') }]}
            >
              <Input
                inputMode="decimal"
                placeholder="-12.50"
                maxLength={20}
                data-testid="adjustment-amount"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item
              name="reason"
              label={t('common.reason')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={500} data-testid="adjustment-reason" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label=" " colon={false}>
              <Button
                type="primary"
                htmlType="submit"
                loading={create.isPending}
                block
                data-testid="adjustment-submit"
              >
                {t('adjustments.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
