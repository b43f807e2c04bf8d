// The Malaysian market holiday calendar: withdrawals are not accepted on these days and settlement
// dates skip them. Admins add, rename and remove days.
import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { staffHolidaySave, type Holiday } from '@saham/contract/withdraw';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDay } from '../../shared/format/format-date-time.ts';
import { DayPicker } from '../../shared/ui/day-picker.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useHolidayDelete } from './api/delete-holiday.ts';
import { useHolidayList } from './api/list-holidays.ts';
import { useHolidaySave } from './api/save-holiday.ts';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const YEARS = [2026, 2027, 2028];

export function HolidaysPage() {
  const { t } = useTranslation();
  const canEdit = useCanCall(staffHolidaySave);
  const [year, setYear] = useState(2026);
  const list = useHolidayList({ year });
  const save = useHolidaySave();
  const remove = useHolidayDelete();
  const [form] = Form.useForm<{ date: string; name: string }>();

  const columns: TableColumnsType<Holiday> = [
    { key: 'date', title: t('funding.date'), dataIndex: 'date', render: (day: string) => formatDay(day) },
    { key: 'name', title: t('funding.holidayName'), dataIndex: 'name' },
    {
      key: 'actions',
      title: '',
      render: (_, row) =>
        canEdit && (
          <Popconfirm
            title={t('funding.deleteHolidayConfirm')}
            onConfirm={() => remove.mutate({ date: row.date })}
          >
            <Button size="small" danger data-testid={`holiday-delete-${row.date}`}>
              {t('funding.delete')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.holidays')}
        extra={
          <Select
            value={year}
            onChange={setYear}
            options={YEARS.map((value) => ({ value, label: String(value) }))}
            data-testid="holiday-year"
          />
        }
      />
      {canEdit && (
        <Card style={{ marginBottom: 16 }}>
          <Form
            form={form}
            layout="inline"
            onFinish={(values) => save.mutate(values, { onSuccess: () => form.resetFields() })}
          >
            <Space wrap>
              <Form.Item
                name="date"
                rules={[{ required: true, pattern: DATE_PATTERN, message: t('funding.dateInvalid') }]}
              >
                <DayPicker data-testid="holiday-date" />
              </Form.Item>
              <Form.Item name="name" rules={[{ required: true, message: t('funding.required') }]}>
                <Input placeholder={t('funding.holidayName')} maxLength={100} data-testid="holiday-name" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="holiday-save">
                {t('funding.addHoliday')}
              </Button>
            </Space>
          </Form>
        </Card>
      )}
      <Table<Holiday>
        rowKey="date"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        size="middle"
        data-testid="holidays-table"
      />
    </>
  );
}
