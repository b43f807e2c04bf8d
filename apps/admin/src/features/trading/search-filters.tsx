// The filter bar of the orders and positions searches: member account, symbol, market, status,
// direction and a day range (days in the display zone, picked as DD-MM-YYYY; Today is the display zone's
// day, not the device's). Submitting starts again from page 1.
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { DIRECTIONS } from '@saham/domain/trading/orders';
import { ZonedDatePicker } from '../../shared/ui/zoned-date-picker.tsx';
import { DAY_FORMAT, dayFromPicker, type SearchValues } from './search-request.ts';

/**
 * A day field: the picker shows and takes DD-MM-YYYY like every date in the back office and keeps its
 * own value; the form holds the day as the request wants it (YYYY-MM-DD).
 */
const PICKED_DAY_FIELD = {
  getValueFromEvent: (_picked: unknown, text: unknown) => dayFromPicker(text),
  getValueProps: () => ({}),
};

interface SearchFiltersProps<S extends string> {
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  onSearch: (values: SearchValues<S>) => void;
  testIdPrefix: string;
}

export function SearchFilters<S extends string>({
  statuses,
  statusLabel,
  onSearch,
  testIdPrefix,
}: SearchFiltersProps<S>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SearchValues<S>>();
  const any = { value: '', label: t('trading.any') };
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ rowGap: 12, marginBottom: 16 }}
      data-testid={`${testIdPrefix}-filters`}
    >
      <Form.Item name="account" label={t('trading.account')}>
        <Input allowClear style={{ width: 150 }} data-testid={`${testIdPrefix}-filter-account`} />
      </Form.Item>
      <Form.Item name="symbol" label={t('trading.symbol')}>
        <Input allowClear style={{ width: 120 }} data-testid={`${testIdPrefix}-filter-symbol`} />
      </Form.Item>
      <Form.Item name="market" label={t('trading.market')} initialValue="">
        <Select
          style={{ width: 110 }}
          options={[any, ...MARKET_CODES.map((code) => ({ value: code, label: code }))]}
          data-testid={`${testIdPrefix}-filter-market`}
        />
      </Form.Item>
      <Form.Item name="status" label={t('trading.status')} initialValue="">
        <Select
          style={{ width: 150 }}
          options={[any, ...statuses.map((status) => ({ value: status, label: statusLabel(status) }))]}
          data-testid={`${testIdPrefix}-filter-status`}
        />
      </Form.Item>
      <Form.Item name="direction" label={t('trading.direction')} initialValue="">
        <Select
          style={{ width: 110 }}
          options={[
            any,
            ...DIRECTIONS.map((direction) => ({
              value: direction,
              label: t(`trading.directions.${direction}`),
            })),
          ]}
          data-testid={`${testIdPrefix}-filter-direction`}
        />
      </Form.Item>
      <Form.Item name="from" label={t('trading.from')} {...PICKED_DAY_FIELD}>
        <ZonedDatePicker
          format={DAY_FORMAT}
          placeholder={DAY_FORMAT}
          style={{ width: 150 }}
          data-testid={`${testIdPrefix}-filter-from`}
        />
      </Form.Item>
      <Form.Item name="to" label={t('trading.to')} {...PICKED_DAY_FIELD}>
        <ZonedDatePicker
          format={DAY_FORMAT}
          placeholder={DAY_FORMAT}
          style={{ width: 150 }}
          data-testid={`${testIdPrefix}-filter-to`}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid={`${testIdPrefix}-search`}>
          {t('common.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
