// Announces an offering or edits one (issue 17 §1): the type, the instrument (a new one, created
// unlisted, or an existing one), the issuing market and lead underwriter, the application price or the
// book-building range, the lot (10,000 shares by default), minimum and maximum per application, the
// minimum investment, the per-member limit, the quantity offered, placement tiers, the rights ratio and
// date, the period, draw, allotment, listing and payment times (in the market's zone), the fee, the
// ballot's entries, the lock after listing and the prospectus summary.
import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AdminOffering } from '@saham/contract/offerings';
import { nameIn } from '@saham/domain/markets/instrument';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { BALLOT_MODES } from '@saham/domain/new-shares/ballot';
import { OFFERING_TYPES } from '@saham/domain/new-shares/offerings';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { FormDrawer } from '../../shared/ui/form-drawer.tsx';
import { ZonedDatePicker } from '../../shared/ui/zoned-date-picker.tsx';
import { useCreateOffering, useInstrumentChoices, useUpdateOffering } from './api/offerings.ts';
import {
  OFFERING_TIME_FORMAT,
  OFFERING_TIME_VALUE_FORMAT,
  emptyOfferingForm,
  fromOfferingForm,
  toOfferingForm,
  zoneOf,
  type OfferingForm,
  type TimeField,
} from './offering-form.ts';

const TIME_FIELD_PROPS = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value) : null,
  }),
  getValueFromEvent: (picked: Dayjs | null) => (picked ? picked.format(OFFERING_TIME_VALUE_FORMAT) : ''),
};
const DECIMAL_RULE = { pattern: /^\d+(\.\d+)?$/, message: '0.00' };
const WHOLE_RULE = { pattern: /^\d+$/, message: '10000' };

interface OfferingDrawerProps {
  open: boolean;
  offering: AdminOffering | null;
  onClose: () => void;
}

/** A time field in the issuing market's zone, whose Now button reads that zone's clock. */
function TimeItem({
  name,
  label,
  zone,
  isRequired = false,
}: {
  name: TimeField;
  label: string;
  zone: string;
  isRequired?: boolean;
}) {
  return (
    <Form.Item name={name} label={label} rules={isRequired ? [{ required: true }] : []} {...TIME_FIELD_PROPS}>
      <ZonedDatePicker
        zone={zone}
        showTime={{ format: 'HH:mm' }}
        format={OFFERING_TIME_FORMAT}
        placeholder={OFFERING_TIME_FORMAT}
        style={{ width: '100%' }}
        data-testid={`offering-${name}`}
      />
    </Form.Item>
  );
}

export function OfferingDrawer({ open, offering, onClose }: OfferingDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<OfferingForm>();
  const [search, setSearch] = useState('');
  const choices = useInstrumentChoices(search);
  const create = useCreateOffering();
  const update = useUpdateOffering();
  const type = Form.useWatch('type', form) ?? 'ipo';
  const market = Form.useWatch('market', form) ?? 'MY';
  const isNewInstrument = Form.useWatch('isNewInstrument', form) ?? true;
  const marketZone = zoneOf(market);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(offering ? toOfferingForm(offering) : emptyOfferingForm(new Date()));
  }, [open, offering, form]);

  const options = (choices.data?.items ?? []).map((item) => ({
    value: item.id,
    label: `${item.symbol} · ${nameIn(item.names, language)}`,
  }));
  if (offering && !options.some((option) => option.value === offering.instrumentId)) {
    options.unshift({
      value: offering.instrumentId,
      label: `${offering.symbol} · ${offering.names.en ?? offering.code}`,
    });
  }

  const save = async (values: OfferingForm) => {
    const request = fromOfferingForm(values);
    if (request === null) return false;
    if (!offering) return create.mutateAsync(request);
    return update.mutateAsync({ id: offering.id, ...request });
  };

  return (
    <FormDrawer<OfferingForm>
      open={open}
      onClose={onClose}
      title={offering ? `${t('offerings.edit')} ${offering.symbol}` : t('offerings.add')}
      form={form}
      isSaving={create.isPending || update.isPending}
      saveTestId="offering-save"
      onSave={save}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="type" label={t('offerings.fields.type')} rules={[{ required: true }]}>
            <Select
              options={OFFERING_TYPES.map((value) => ({ value, label: t(`offerings.types.${value}`) }))}
              data-testid="offering-type"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="market" label={t('offerings.fields.market')} rules={[{ required: true }]}>
            <Select
              options={MARKET_CODES.map((value) => ({ value, label: value }))}
              data-testid="offering-market"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="isNewInstrument" label={t('offerings.fields.newInstrument')} valuePropName="checked">
        <Switch data-testid="offering-new-instrument" disabled={offering !== null} />
      </Form.Item>
      {isNewInstrument && offering === null ? (
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="newCode"
              label={t('offerings.fields.code')}
              rules={[{ required: true }, { max: 20 }]}
            >
              <Input data-testid="offering-new-code" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="nameEn"
              label={t('offerings.fields.name')}
              rules={[{ required: true }, { max: 200 }]}
            >
              <Input data-testid="offering-new-name" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item
          name="instrumentId"
          label={t('offerings.fields.existingInstrument')}
          rules={[{ required: true }]}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            options={options}
            loading={choices.isFetching}
            disabled={offering !== null}
            data-testid="offering-instrument"
          />
        </Form.Item>
      )}
      <Form.Item name="leadUnderwriter" label={t('offerings.fields.underwriter')} rules={[{ max: 200 }]}>
        <Input data-testid="offering-underwriter" />
      </Form.Item>
      {type === 'jp_bookbuilding' ? (
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="priceLow"
              label={t('offerings.fields.priceLow')}
              rules={[{ required: true }, DECIMAL_RULE]}
            >
              <Input inputMode="decimal" data-testid="offering-price-low" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="priceHigh"
              label={t('offerings.fields.priceHigh')}
              rules={[{ required: true }, DECIMAL_RULE]}
            >
              <Input inputMode="decimal" data-testid="offering-price-high" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Form.Item
          name="applicationPrice"
          label={t('offerings.fields.applicationPrice')}
          rules={[{ required: true }, DECIMAL_RULE]}
        >
          <Input inputMode="decimal" data-testid="offering-application-price" />
        </Form.Item>
      )}
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item
            name="lotSize"
            label={t('offerings.fields.lotShares')}
            rules={[{ required: true }, WHOLE_RULE]}
          >
            <Input inputMode="numeric" data-testid="offering-lot" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="minQuantity" label={t('offerings.fields.minShares')} rules={[WHOLE_RULE]}>
            <Input inputMode="numeric" data-testid="offering-min" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="maxQuantity" label={t('offerings.fields.maxShares')} rules={[WHOLE_RULE]}>
            <Input inputMode="numeric" data-testid="offering-max" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item
            name="quantityOffered"
            label={t('offerings.fields.offeredShares')}
            rules={[{ required: true }, WHOLE_RULE]}
          >
            <Input inputMode="numeric" data-testid="offering-quantity" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="minInvestment" label={t('offerings.fields.minInvestment')} rules={[DECIMAL_RULE]}>
            <Input inputMode="decimal" data-testid="offering-min-investment" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="perMemberLimit"
            label={t('offerings.fields.perMemberLimit')}
            rules={[{ required: true }]}
          >
            <InputNumber
              min={1}
              max={100}
              precision={0}
              style={{ width: '100%' }}
              data-testid="offering-limit"
            />
          </Form.Item>
        </Col>
      </Row>
      {type === 'placement' && <TierList />}
      {type === 'rights' && (
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="entitlementNew"
              label={t('offerings.fields.entitlementNew')}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="offering-ratio-new" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="entitlementHeld"
              label={t('offerings.fields.entitlementHeld')}
              rules={[{ required: true }]}
            >
              <InputNumber
                min={1}
                precision={0}
                style={{ width: '100%' }}
                data-testid="offering-ratio-held"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <TimeItem
              zone={marketZone}
              name="entitlementAt"
              label={t('offerings.fields.entitlementDate')}
              isRequired
            />
          </Col>
        </Row>
      )}
      <p className="muted">{t('offerings.fields.zoneHint', { zone: zoneOf(market) })}</p>
      <Row gutter={12}>
        <Col span={12}>
          <TimeItem zone={marketZone} name="opensAt" label={t('offerings.fields.opensAt')} isRequired />
        </Col>
        <Col span={12}>
          <TimeItem zone={marketZone} name="closesAt" label={t('offerings.fields.closesAt')} isRequired />
        </Col>
        <Col span={12}>
          <TimeItem zone={marketZone} name="drawAt" label={t('offerings.fields.drawAt')} />
        </Col>
        <Col span={12}>
          <TimeItem zone={marketZone} name="allotmentAt" label={t('offerings.fields.allotmentAt')} />
        </Col>
        <Col span={12}>
          <TimeItem zone={marketZone} name="listingAt" label={t('offerings.fields.listingAt')} />
        </Col>
        {type === 'jp_bookbuilding' && (
          <Col span={12}>
            <TimeItem
              zone={marketZone}
              name="paymentDeadline"
              label={t('offerings.fields.paymentDeadline')}
              isRequired
            />
          </Col>
        )}
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="fee" label={t('offerings.fields.fee')} rules={[DECIMAL_RULE]}>
            <Input inputMode="decimal" data-testid="offering-fee" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="feeOnSuccessOnly"
            label={t('offerings.fields.feeOnSuccessOnly')}
            valuePropName="checked"
          >
            <Switch data-testid="offering-fee-on-success" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="lockDays" label={t('offerings.fields.lockDays')}>
            <InputNumber
              min={0}
              max={3650}
              precision={0}
              style={{ width: '100%' }}
              data-testid="offering-lock"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ballotMode" label={t('offerings.fields.ballotMode')}>
        <Select
          options={BALLOT_MODES.map((value) => ({ value, label: t(`offerings.ballotModes.${value}`) }))}
          data-testid="offering-ballot-mode"
        />
      </Form.Item>
      <Form.Item name="prospectus" label={t('offerings.fields.prospectus')} rules={[{ max: 4000 }]}>
        <Input.TextArea rows={4} data-testid="offering-prospectus" />
      </Form.Item>
    </FormDrawer>
  );
}

function TierList() {
  const { t } = useTranslation();
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }) => (
        <Form.Item label={t('offerings.fields.tiers')}>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, 'name']} rules={[{ required: true }, { max: 100 }]}>
                <Input
                  placeholder={t('offerings.fields.name')}
                  data-testid={`offering-tier-name-${field.name}`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'minAmount']} rules={[{ required: true }, DECIMAL_RULE]}>
                <Input
                  placeholder={t('offerings.fields.tierMin')}
                  data-testid={`offering-tier-min-${field.name}`}
                />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{t('common.delete')}</Button>
            </Space>
          ))}
          <Button onClick={() => add({ name: '', minAmount: '' })} data-testid="offering-tier-add">
            {t('offerings.fields.addTier')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
