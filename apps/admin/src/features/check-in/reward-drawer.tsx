// Adds a check-in reward or edits one: its name in each of the six languages, the kind (a cash credit
// in MYR, or a trading-fee voucher: a brokerage credit in MYR valid for a number of days), the amount,
// the points it costs, the stock left and whether members see it.
import { useEffect } from 'react';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCheckInReward, RewardNames } from '@saham/contract/check-in';
import {
  CHECK_IN_REWARD_KINDS,
  DEFAULT_FEE_VOUCHER_VALID_DAYS,
  type CheckInRewardKind,
} from '@saham/domain/check-in/rules';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import { FormDrawer } from '../../shared/ui/form-drawer.tsx';
import { useSaveCheckInReward } from './api/check-in.ts';

interface RewardForm {
  names: RewardNames;
  kind: CheckInRewardKind;
  amount: string;
  pointsNeeded: number;
  stock: number;
  validDays?: number;
  isEnabled: boolean;
}

const EMPTY_NAMES: RewardNames = { zh: '', ch: '', en: '', ml: '', ja: '', ko: '' };
const AMOUNT_RULE = { pattern: /^\d+(\.\d{1,2})?$/, message: '0.00' };

function toForm(reward: AdminCheckInReward | null): RewardForm {
  if (!reward)
    return {
      names: EMPTY_NAMES,
      kind: 'cash',
      amount: '',
      pointsNeeded: 100,
      stock: 100,
      validDays: DEFAULT_FEE_VOUCHER_VALID_DAYS,
      isEnabled: true,
    };
  const { names, kind, amount, pointsNeeded, stock, isEnabled } = reward;
  const validDays = reward.validDays ?? DEFAULT_FEE_VOUCHER_VALID_DAYS;
  return { names, kind, amount, pointsNeeded, stock, validDays, isEnabled };
}

export function RewardDrawer({
  open,
  reward,
  onClose,
}: {
  open: boolean;
  /** The reward to edit; null adds one. */
  reward: AdminCheckInReward | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RewardForm>();
  const save = useSaveCheckInReward();
  const kind = Form.useWatch('kind', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toForm(reward));
  }, [open, reward, form]);
  return (
    <FormDrawer<RewardForm>
      open={open}
      onClose={onClose}
      title={reward ? t('checkIn.editReward') : t('checkIn.addReward')}
      form={form}
      isSaving={save.isPending}
      saveTestId="check-in-reward-save"
      onSave={(values) => save.mutateAsync(reward ? { ...values, id: reward.id } : values)}
    >
      <Row gutter={16}>
        {LANGUAGES.map((language) => (
          <Col span={12} key={language}>
            <Form.Item
              name={['names', language]}
              label={`${t('checkIn.name')} · ${LANGUAGE_NATIVE_NAMES[language]}`}
              rules={[{ required: true, whitespace: true, max: 80 }]}
            >
              <Input maxLength={80} data-testid={`check-in-reward-name-${language}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="kind" label={t('checkIn.kind')} rules={[{ required: true }]}>
            <Select
              options={CHECK_IN_REWARD_KINDS.map((kind) => ({
                value: kind,
                label: t(`checkIn.kinds.${kind}`),
              }))}
              data-testid="check-in-reward-kind"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="amount" label={t('checkIn.amount')} rules={[{ required: true }, AMOUNT_RULE]}>
            <Input addonAfter="MYR" data-testid="check-in-reward-amount" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="pointsNeeded" label={t('checkIn.pointsNeeded')} rules={[{ required: true }]}>
            <InputNumber
              min={1}
              max={10_000_000}
              precision={0}
              style={{ width: '100%' }}
              data-testid="check-in-reward-points"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="stock" label={t('checkIn.stock')} rules={[{ required: true }]}>
            <InputNumber
              min={0}
              max={10_000_000}
              precision={0}
              style={{ width: '100%' }}
              data-testid="check-in-reward-stock"
            />
          </Form.Item>
        </Col>
        {kind === 'fee_voucher' && (
          <Col span={12}>
            <Form.Item
              name="validDays"
              label={t('checkIn.validDays')}
              extra={t('checkIn.feeVoucherHint')}
              rules={[{ required: true }]}
            >
              <InputNumber
                min={1}
                max={366}
                precision={0}
                style={{ width: '100%' }}
                data-testid="check-in-reward-valid-days"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item name="isEnabled" label={t('checkIn.enabled')} valuePropName="checked">
        <Switch data-testid="check-in-reward-enabled" />
      </Form.Item>
    </FormDrawer>
  );
}
