// Create or edit a deposit channel: kind, name (and its name per language), currency, minimum and
// maximum, the weekly window (Malaysia time), the receiving details of its kind (the bank's name per
// language too), an optional channel password, on/off, order.
import { useEffect } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_CHANNEL_KINDS,
  PAYMENT_EXPIRY_MINUTES,
  PAYMENT_GATEWAYS,
  type ChannelInput,
  type StaffChannel,
} from '@saham/contract/recharge';
import type { LocalizedNames } from '@saham/contract/localized-names';
import { CURRENCIES } from '@saham/domain/currencies';
import { LocalizedNamesField } from '../../shared/ui/localized-names-field.tsx';
import { useChannelSave } from './api/save-channel.ts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const MONEY_PATTERN = /^\d+(\.\d+)?$/;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface ChannelFormValues {
  kind: ChannelInput['kind'];
  name: string;
  names?: LocalizedNames;
  currency: ChannelInput['currency'];
  minAmount: string;
  maxAmount: string;
  days: number[];
  start: string;
  end: string;
  bankName?: string;
  bankNames?: LocalizedNames;
  accountName?: string;
  accountNumber?: string;
  cryptoAddress?: string;
  qrImageUrl?: string;
  gateway?: ChannelInput['gateway'];
  paymentExpiryMinutes: number;
  isEnabled: boolean;
  sortOrder: number;
  password?: string;
  clearPassword?: boolean;
}

function initialValues(channel: StaffChannel | null): ChannelFormValues {
  if (!channel) {
    return {
      kind: 'bank_transfer',
      name: '',
      currency: 'MYR',
      minAmount: '100',
      maxAmount: '50000',
      days: [1, 2, 3, 4, 5],
      start: '00:00:00',
      end: '23:59:59',
      paymentExpiryMinutes: PAYMENT_EXPIRY_MINUTES.default,
      isEnabled: true,
      sortOrder: 0,
    };
  }
  return {
    kind: channel.kind,
    name: channel.name,
    names: channel.names,
    currency: channel.currency,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    days: channel.window.days,
    start: channel.window.start,
    end: channel.window.end,
    bankName: channel.bankName ?? '',
    bankNames: channel.bankNames,
    accountName: channel.accountName ?? '',
    accountNumber: channel.accountNumber ?? '',
    cryptoAddress: channel.cryptoAddress ?? '',
    qrImageUrl: channel.qrImageUrl ?? '',
    gateway: channel.gateway,
    paymentExpiryMinutes: channel.paymentExpiryMinutes,
    isEnabled: channel.isEnabled,
    sortOrder: channel.sortOrder,
  };
}

const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function toInput(values: ChannelFormValues): ChannelInput {
  const password = values.clearPassword ? null : orNull(values.password);
  return {
    kind: values.kind,
    name: values.name.trim(),
    names: values.names ?? {},
    currency: values.currency,
    minAmount: values.minAmount.trim(),
    maxAmount: values.maxAmount.trim(),
    window: { days: values.days, start: values.start, end: values.end },
    bankName: orNull(values.bankName),
    ...(values.kind === 'bank_transfer' ? { bankNames: values.bankNames ?? {} } : {}),
    accountName: orNull(values.accountName),
    accountNumber: orNull(values.accountNumber),
    cryptoAddress: orNull(values.cryptoAddress),
    qrImageUrl: orNull(values.qrImageUrl),
    gateway: values.kind === 'online_banking' ? (values.gateway ?? 'fpx') : null,
    paymentExpiryMinutes: values.paymentExpiryMinutes,
    isEnabled: values.isEnabled,
    sortOrder: values.sortOrder,
    ...(values.clearPassword || password !== null ? { password } : {}),
  };
}

export function ChannelFormModal({
  open,
  channel,
  onClose,
}: {
  open: boolean;
  channel: StaffChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChannelFormValues>();
  const save = useChannelSave();
  const kind = Form.useWatch('kind', form);
  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(channel));
  }, [open, channel, form]);

  const submit = async (values: ChannelFormValues) => {
    await save.mutateAsync({ ...toInput(values), ...(channel ? { id: channel.id } : {}) });
    onClose();
  };
  const required = [{ required: true, message: t('funding.required') }];
  const money = [...required, { pattern: MONEY_PATTERN, message: t('funding.moneyInvalid') }];
  const time = [...required, { pattern: TIME_PATTERN, message: t('funding.timeInvalid') }];

  return (
    <Modal
      open={open}
      title={channel ? t('funding.editChannel') : t('funding.createChannel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('funding.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'channel-save' }}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="kind" label={t('funding.kind')} rules={required}>
          <Select
            options={DEPOSIT_CHANNEL_KINDS.map((value) => ({ value, label: t(`funding.kinds.${value}`) }))}
            data-testid="channel-kind"
          />
        </Form.Item>
        <Form.Item name="name" label={t('funding.channelName')} rules={required}>
          <Input maxLength={100} data-testid="channel-name" />
        </Form.Item>
        <LocalizedNamesField field="names" label={t('funding.channelNames')} testId="channel-names" />
        <Form.Item name="currency" label={t('funding.currency')} rules={required}>
          <Select
            options={CURRENCIES.map((value) => ({ value, label: value }))}
            data-testid="channel-currency"
          />
        </Form.Item>
        <Form.Item name="minAmount" label={t('funding.minAmount')} rules={money}>
          <Input data-testid="channel-min" />
        </Form.Item>
        <Form.Item name="maxAmount" label={t('funding.maxAmount')} rules={money}>
          <Input data-testid="channel-max" />
        </Form.Item>
        <Form.Item name="days" label={t('funding.days')}>
          <Checkbox.Group
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`funding.weekdays.${day}`) }))}
          />
        </Form.Item>
        <Form.Item name="start" label={t('funding.windowStart')} rules={time}>
          <Input placeholder="00:00:00" data-testid="channel-start" />
        </Form.Item>
        <Form.Item name="end" label={t('funding.windowEnd')} rules={time}>
          <Input placeholder="23:59:59" data-testid="channel-end" />
        </Form.Item>
        {kind === 'bank_transfer' && (
          <>
            <Form.Item name="bankName" label={t('funding.bankName')}>
              <Input data-testid="channel-bank-name" />
            </Form.Item>
            <LocalizedNamesField
              field="bankNames"
              label={t('funding.bankNames')}
              testId="channel-bank-names"
            />
            <Form.Item name="accountName" label={t('funding.accountName')}>
              <Input data-testid="channel-account-name" />
            </Form.Item>
            <Form.Item name="accountNumber" label={t('funding.accountNumber')}>
              <Input data-testid="channel-account-number" />
            </Form.Item>
          </>
        )}
        {kind === 'crypto' && (
          <>
            <Form.Item name="cryptoAddress" label={t('funding.cryptoAddress')}>
              <Input data-testid="channel-crypto-address" />
            </Form.Item>
            <Form.Item name="qrImageUrl" label={t('funding.qrImageUrl')}>
              <Input data-testid="channel-qr" />
            </Form.Item>
          </>
        )}
        {kind === 'online_banking' && (
          <>
            <Form.Item name="gateway" label={t('funding.gateway')}>
              <Select options={PAYMENT_GATEWAYS.map((value) => ({ value, label: value.toUpperCase() }))} />
            </Form.Item>
            <Form.Item
              name="paymentExpiryMinutes"
              label={t('funding.paymentExpiryMinutes')}
              extra={t('funding.paymentExpiryHint')}
              rules={required}
            >
              <InputNumber
                min={PAYMENT_EXPIRY_MINUTES.min}
                max={PAYMENT_EXPIRY_MINUTES.max}
                precision={0}
                data-testid="channel-payment-expiry"
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="password"
          label={t('funding.channelPassword')}
          extra={t('funding.channelPasswordHint')}
        >
          <Input.Password autoComplete="new-password" data-testid="channel-password" />
        </Form.Item>
        {channel?.hasPassword && (
          <Form.Item name="clearPassword" valuePropName="checked">
            <Checkbox>{t('funding.clearPassword')}</Checkbox>
          </Form.Item>
        )}
        <Form.Item name="sortOrder" label={t('funding.sortOrder')}>
          <InputNumber min={0} max={100000} data-testid="channel-sort" />
        </Form.Item>
        <Form.Item name="isEnabled" label={t('funding.enabled')} valuePropName="checked">
          <Switch data-testid="channel-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
