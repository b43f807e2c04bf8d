// Adds an instrument or edits one: names in every language, asset class and market tab, currency,
// own lot, own tick table (no bands: the market's), reference previous close, company profile,
// fundamentals and corporate actions. Market and code are fixed once the instrument exists. The server
// checks the tick table (bands ascending from zero, positive ticks, decimals the currency allows).
import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminInstrument } from '@saham/contract/admin-markets';
import type { MarketCode } from '@saham/domain/markets/types';
import { FormDrawer } from '../../shared/ui/form-drawer.tsx';
import { useCreateInstrument, useUpdateInstrument } from './api/instruments.ts';
import { InstrumentCorporateActionsField } from './instrument-corporate-actions-field.tsx';
import { InstrumentIdentityFields } from './instrument-identity-fields.tsx';
import {
  emptyInstrumentForm,
  fromInstrumentForm,
  toInstrumentForm,
  type InstrumentForm,
} from './instrument-form.ts';
import { InstrumentListingFields } from './instrument-listing-fields.tsx';
import { InstrumentTickTableField } from './instrument-tick-table-field.tsx';

interface InstrumentDrawerProps {
  open: boolean;
  /** The instrument to edit; null adds a new one. */
  instrument: AdminInstrument | null;
  defaultMarket: MarketCode;
  onClose: () => void;
}

export function InstrumentDrawer({ open, instrument, defaultMarket, onClose }: InstrumentDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InstrumentForm>();
  const create = useCreateInstrument();
  const update = useUpdateInstrument();
  const isEditing = instrument !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(instrument ? toInstrumentForm(instrument) : emptyInstrumentForm(defaultMarket));
  }, [open, instrument, defaultMarket, form]);

  const save = (values: InstrumentForm) => {
    const input = fromInstrumentForm(values);
    return instrument
      ? update.mutateAsync({ id: instrument.id, ...input })
      : create.mutateAsync({ ...input, market: values.market, code: values.code });
  };

  return (
    <FormDrawer<InstrumentForm>
      open={open}
      onClose={onClose}
      title={isEditing ? `${t('instruments.edit')} ${instrument.symbol}` : t('instruments.add')}
      form={form}
      isSaving={create.isPending || update.isPending}
      saveTestId="instrument-save"
      onSave={save}
    >
      <InstrumentIdentityFields isEditing={isEditing} />
      <InstrumentListingFields />
      <InstrumentTickTableField />
      <Form.Item
        name="description"
        label={t('instruments.description')}
        extra={t('instruments.descriptionTranslated')}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <InstrumentCorporateActionsField />
    </FormDrawer>
  );
}
