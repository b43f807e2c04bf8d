// Adds a block deal or edits one: the instrument (searchable picker), the block price (on the
// instrument's tick grid — the server checks it), minimum shares (whole lots), the secret key (required
// when adding; left empty when editing it keeps the current key, which nobody can read back), the
// open and close times (in the display zone, labelled with it, the market's own clock beside them when
// it keeps another), the lock in trading days and on/off.
import { useEffect, useState } from 'react';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AdminBlockDeal } from '@saham/contract/block-trades';
import { timeZoneLabel } from '@saham/domain/format-market-date';
import { nameIn } from '@saham/domain/markets/instrument';
import type { MarketCode } from '@saham/domain/markets/types';
import { currentDisplayZone } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { FormDrawer } from '../../shared/ui/form-drawer.tsx';
import { ZonedDatePicker } from '../../shared/ui/zoned-date-picker.tsx';
import { useCreateBlockDeal, useInstrumentChoices, useUpdateBlockDeal } from './api/block-trades.ts';
import {
  DEAL_TIME_FORMAT,
  DEAL_TIME_VALUE_FORMAT,
  emptyDealForm,
  fromDealForm,
  marketTimeOf,
  toDealForm,
  type DealForm,
} from './deal-form.ts';

/** A time field: the picker shows the form's display-zone "YYYY-MM-DDTHH:mm" as DD-MM-YYYY HH:mm. */
const DEAL_TIME_FIELD = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value) : null,
  }),
  getValueFromEvent: (picked: Dayjs | null) => (picked ? picked.format(DEAL_TIME_VALUE_FORMAT) : ''),
};

const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
const WHOLE_RULE = { pattern: /^\d+$/, message: '1000' };

interface DealDrawerProps {
  open: boolean;
  /** The deal to edit; null adds a new one. */
  deal: AdminBlockDeal | null;
  onClose: () => void;
}

export function DealDrawer({ open, deal, onClose }: DealDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<DealForm>();
  const [search, setSearch] = useState('');
  const choices = useInstrumentChoices(search);
  const create = useCreateBlockDeal();
  const update = useUpdateBlockDeal();
  /** The markets of the instruments picked in this drawer, kept while the choices follow the search. */
  const [pickedMarkets, setPickedMarkets] = useState<ReadonlyMap<number, MarketCode>>(new Map());
  const instrumentId = Form.useWatch('instrumentId', form);
  const market =
    instrumentId === undefined
      ? undefined
      : (pickedMarkets.get(instrumentId) ?? (deal?.instrumentId === instrumentId ? deal.market : undefined));
  const opensAt = Form.useWatch('opensAt', form) ?? '';
  const closesAt = Form.useWatch('closesAt', form) ?? '';
  const zone = currentDisplayZone();
  const zoneLabel = timeZoneLabel(new Date(), zone);
  const marketTime = (text: string) => {
    const time = marketTimeOf(text, market, zone);
    return time === null ? undefined : t('blockTrades.marketTime', { time });
  };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(deal ? toDealForm(deal) : emptyDealForm(new Date()));
  }, [open, deal, form]);

  const options = (choices.data?.items ?? []).map((item) => ({
    value: item.id,
    label: `${item.symbol} · ${nameIn(item.names, language)}`,
  }));
  if (deal && !options.some((option) => option.value === deal.instrumentId)) {
    options.unshift({ value: deal.instrumentId, label: `${deal.symbol} · ${deal.names.en ?? deal.code}` });
  }

  const save = async (values: DealForm) => {
    const request = fromDealForm(values);
    if (request === null) return false;
    if (!deal) return create.mutateAsync(request);
    const { secretKey, ...rest } = request;
    return update.mutateAsync({ id: deal.id, ...rest, ...(secretKey === '' ? {} : { secretKey }) });
  };

  return (
    <FormDrawer<DealForm>
      open={open}
      onClose={onClose}
      title={deal ? `${t('blockTrades.edit')} ${deal.symbol}` : t('blockTrades.add')}
      form={form}
      isSaving={create.isPending || update.isPending}
      saveTestId="block-deal-save"
      onSave={save}
    >
      <Form.Item name="instrumentId" label={t('blockTrades.instrument')} rules={[{ required: true }]}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setSearch}
          onSelect={(id: number) => {
            const picked = choices.data?.items.find((item) => item.id === id)?.market;
            if (picked !== undefined) setPickedMarkets((known) => new Map(known).set(id, picked));
          }}
          options={options}
          loading={choices.isFetching}
          placeholder={t('blockTrades.instrumentPlaceholder')}
          data-testid="block-deal-instrument"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="blockPrice"
            label={t('blockTrades.blockPrice')}
            extra={t('blockTrades.blockPriceHint')}
            rules={[{ required: true }, DECIMAL_RULE]}
          >
            <Input inputMode="decimal" data-testid="block-deal-price" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="minShares"
            label={t('blockTrades.minShares')}
            extra={t('blockTrades.minSharesHint')}
            rules={[{ required: true }, WHOLE_RULE]}
          >
            <Input inputMode="numeric" data-testid="block-deal-min-shares" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="secretKey"
        label={t('blockTrades.secretKey')}
        extra={deal ? t('blockTrades.secretKeyKeep') : t('blockTrades.secretKeyHint')}
        rules={deal ? [{ min: 4 }] : [{ required: true }, { min: 4 }]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} data-testid="block-deal-key" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="opensAt"
            label={`${t('blockTrades.opensAt')} (${zoneLabel})`}
            extra={marketTime(opensAt)}
            rules={[{ required: true }]}
            {...DEAL_TIME_FIELD}
          >
            <ZonedDatePicker
              showTime={{ format: 'HH:mm' }}
              format={DEAL_TIME_FORMAT}
              placeholder={DEAL_TIME_FORMAT}
              style={{ width: '100%' }}
              data-testid="block-deal-opens"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="closesAt"
            label={`${t('blockTrades.closesAt')} (${zoneLabel})`}
            extra={marketTime(closesAt)}
            rules={[{ required: true }]}
            {...DEAL_TIME_FIELD}
          >
            <ZonedDatePicker
              showTime={{ format: 'HH:mm' }}
              format={DEAL_TIME_FORMAT}
              placeholder={DEAL_TIME_FORMAT}
              style={{ width: '100%' }}
              data-testid="block-deal-closes"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="lockDays"
            label={t('blockTrades.lockDays')}
            extra={t('blockTrades.lockDaysHint')}
            rules={[{ required: true }]}
          >
            <InputNumber
              min={0}
              max={3650}
              precision={0}
              style={{ width: '100%' }}
              data-testid="block-deal-lock"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="isEnabled" label={t('blockTrades.enabled')} valuePropName="checked">
            <Switch data-testid="block-deal-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}
