// A market's holiday calendar by year: admins add, rename and remove days. Malaysia's calendar is
// also the withdrawal calendar.
import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveMarketHoliday, type MarketHoliday } from '@saham/contract/admin-markets';
import type { MarketCode } from '@saham/domain/markets/types';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDay } from '../../shared/format/format-date-time.ts';
import { DayPicker } from '../../shared/ui/day-picker.tsx';
import { useDeleteMarketHoliday, useMarketHolidays, useSaveMarketHoliday } from './api/markets.ts';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const YEARS = [2025, 2026, 2027, 2028];

export function MarketHolidaysCard({ code }: { code: MarketCode }) {
  const { t } = useTranslation();
  const canEdit = useCanCall(saveMarketHoliday);
  const [year, setYear] = useState(2026);
  const list = useMarketHolidays(code, year);
  const save = useSaveMarketHoliday();
  const remove = useDeleteMarketHoliday();
  const [form] = Form.useForm<{ date: string; name: string }>();

  const columns: TableColumnsType<MarketHoliday> = [
    { key: 'date', title: t('markets.date'), dataIndex: 'date', render: (day: string) => formatDay(day) },
    { key: 'name', title: t('markets.holidayName'), dataIndex: 'name' },
    {
      key: 'actions',
      title: '',
      render: (_, row) =>
        canEdit && (
          <Popconfirm
            title={t('markets.deleteHolidayConfirm')}
            onConfirm={() => remove.mutate({ code, date: row.date })}
          >
            <Button size="small" danger data-testid={`market-holiday-delete-${row.date}`}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card
      title={t('markets.holidays')}
      size="small"
      extra={
        <Select
          value={year}
          onChange={setYear}
          options={YEARS.map((value) => ({ value, label: String(value) }))}
          data-testid="market-holiday-year"
        />
      }
    >
      {canEdit && (
        <Form
          form={form}
          layout="inline"
          style={{ marginBottom: 12 }}
          onFinish={(values) => save.mutate({ code, ...values }, { onSuccess: () => form.resetFields() })}
        >
          <Space wrap>
            <Form.Item name="date" rules={[{ required: true, pattern: DATE_PATTERN, message: 'DD-MM-YYYY' }]}>
              <DayPicker data-testid="market-holiday-date" />
            </Form.Item>
            <Form.Item
              name="name"
              rules={[{ required: true, whitespace: true, message: t('markets.required') }]}
            >
              <Input
                placeholder={t('markets.holidayName')}
                maxLength={100}
                data-testid="market-holiday-name"
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="market-holiday-save"
            >
              {t('markets.addHoliday')}
            </Button>
          </Space>
        </Form>
      )}
      <Table<MarketHoliday>
        rowKey="date"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        size="small"
        data-testid="market-holidays-table"
      />
    </Card>
  );
}
