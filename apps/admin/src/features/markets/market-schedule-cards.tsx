// When a market trades: weekly sessions with their phases, and half days closing early.
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SESSION_PHASES } from '@saham/domain/markets/types';
import { DATE_RULE, TIME_RULE } from './field-rules.ts';
import { ListCard } from './list-card.tsx';
import { DayPicker } from '../../shared/ui/day-picker.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function MarketSessionsCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ListCard
      title={t('markets.sessions')}
      name="sessions"
      disabled={disabled}
      testId="market-sessions"
      newRow={() => ({ days: [1, 2, 3, 4, 5], phase: 'continuous', start: '09:00', end: '12:00' })}
      renderRow={(field) => (
        <>
          <Form.Item name={[field.name, 'days']} rules={[{ required: true }]}>
            <Checkbox.Group
              options={WEEKDAYS.map((day) => ({ value: day, label: t(`markets.weekdays.${day}`) }))}
            />
          </Form.Item>
          <Form.Item name={[field.name, 'phase']}>
            <Select
              style={{ width: 160 }}
              options={SESSION_PHASES.map((value) => ({ value, label: t(`markets.phases.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name={[field.name, 'start']} rules={[TIME_RULE]}>
            <Input style={{ width: 80 }} placeholder="hh:mm" />
          </Form.Item>
          <Form.Item name={[field.name, 'end']} rules={[TIME_RULE]}>
            <Input style={{ width: 80 }} placeholder="hh:mm" />
          </Form.Item>
        </>
      )}
    />
  );
}

export function MarketHalfDaysCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ListCard
      title={t('markets.halfDays')}
      name="halfDays"
      disabled={disabled}
      testId="market-half-days"
      newRow={() => ({ date: '', name: '', closesAt: '12:30' })}
      renderRow={(field) => (
        <>
          <Form.Item name={[field.name, 'date']} rules={[DATE_RULE]}>
            <DayPicker width={140} />
          </Form.Item>
          <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true }]}>
            <Input style={{ width: 220 }} placeholder={t('markets.holidayName')} maxLength={100} />
          </Form.Item>
          <Form.Item name={[field.name, 'closesAt']} label={t('markets.closesAt')} rules={[TIME_RULE]}>
            <Input style={{ width: 80 }} />
          </Form.Item>
        </>
      )}
    />
  );
}
