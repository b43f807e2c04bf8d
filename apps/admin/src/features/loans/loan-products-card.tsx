// Loan products: term in days, interest and overdue penalty rates (percent a year; members see them
// per day too), offered or not. Admins add one or change one in place.
import { useState } from 'react';
import { Button, Card, Flex, Form, Input, InputNumber, Switch, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { staffSaveLoanProduct, type LoanProduct } from '@saham/contract/loans';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { useLoanProducts, useSaveLoanProduct } from './api/loans.ts';

interface ProductForm {
  termDays: number;
  annualRate: string;
  penaltyAnnualRate: string;
  isEnabled: boolean;
}

export function LoanProductsCard() {
  const { t } = useTranslation();
  const canEdit = useCanCall(staffSaveLoanProduct);
  const products = useLoanProducts();
  const save = useSaveLoanProduct();
  const [editing, setEditing] = useState<LoanProduct | null>(null);
  const [form] = Form.useForm<ProductForm>();
  const edit = (product: LoanProduct | null) => {
    setEditing(product);
    form.setFieldsValue(
      product ?? { termDays: 14, annualRate: '6.8', penaltyAnnualRate: '18.25', isEnabled: true },
    );
  };
  const columns: TableColumnsType<LoanProduct> = [
    { key: 'term', title: t('loans.termDays'), render: (_, row) => t('loans.days', { days: row.termDays }) },
    {
      key: 'rate',
      title: t('loans.annualRate'),
      render: (_, row) => t('loans.rates', { annual: row.annualRate, daily: row.dailyRate }),
    },
    {
      key: 'penalty',
      title: t('loans.penaltyRate'),
      render: (_, row) => t('loans.rates', { annual: row.penaltyAnnualRate, daily: row.penaltyDailyRate }),
    },
    {
      key: 'enabled',
      title: t('loans.enabled'),
      render: (_, row) => (row.isEnabled ? t('loans.yes') : t('loans.no')),
    },
    ...(canEdit
      ? [
          {
            key: 'edit',
            title: '',
            render: (_: unknown, row: LoanProduct) => (
              <Button size="small" onClick={() => edit(row)} data-testid={`loan-product-edit-${row.id}`}>
                {t('loans.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t('loans.products')}
      style={{ marginTop: 16 }}
      extra={
        canEdit ? (
          <Button onClick={() => edit(null)} data-testid="loan-product-new">
            {t('loans.newProduct')}
          </Button>
        ) : null
      }
    >
      <Table<LoanProduct>
        rowKey="id"
        columns={columns}
        dataSource={products.data}
        loading={products.isPending}
        pagination={false}
        size="small"
        data-testid="loan-products-table"
      />
      {canEdit ? (
        <Form
          form={form}
          layout="inline"
          style={{ marginTop: 16 }}
          initialValues={{ termDays: 14, annualRate: '6.8', penaltyAnnualRate: '18.25', isEnabled: true }}
          onFinish={(values) =>
            save.mutate(
              { ...values, ...(editing === null ? {} : { id: editing.id }) },
              { onSuccess: () => edit(null) },
            )
          }
          data-testid="loan-product-form"
        >
          <Form.Item name="termDays" label={t('loans.termDays')} rules={[{ required: true }]}>
            <InputNumber<number> min={1} max={3650} precision={0} data-testid="loan-product-term" />
          </Form.Item>
          <Form.Item name="annualRate" label={t('loans.annualRate')} rules={[{ required: true }]}>
            <Input addonAfter="%" style={{ width: 120 }} data-testid="loan-product-rate" />
          </Form.Item>
          <Form.Item name="penaltyAnnualRate" label={t('loans.penaltyRate')} rules={[{ required: true }]}>
            <Input addonAfter="%" style={{ width: 120 }} data-testid="loan-product-penalty" />
          </Form.Item>
          <Form.Item name="isEnabled" label={t('loans.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="loan-product-save">
              {editing === null ? t('loans.addProduct') : t('loans.saveProduct', { days: editing.termDays })}
            </Button>
          </Flex>
        </Form>
      ) : null}
    </Card>
  );
}
