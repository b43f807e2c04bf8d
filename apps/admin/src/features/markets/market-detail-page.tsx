// One market's rules, editable by admins (read-only for other staff): general settings and lock,
// weekly sessions and their phases, half days, tick table, price-limit rule, fees and taxes, and the
// holiday calendar. The server checks the rules and names the field it refuses.
import { useEffect } from 'react';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { updateMarket } from '@saham/contract/admin-markets';
import { nameIn } from '@saham/domain/markets/instrument';
import { isMarketCode, type MarketCode } from '@saham/domain/markets/types';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useMarket, useUpdateMarket } from './api/markets.ts';
import { MarketFeesCard } from './market-fees-card.tsx';
import { fromMarketForm, toMarketForm, type MarketForm } from './market-form.ts';
import { MarketGeneralCard } from './market-general-card.tsx';
import { MarketHolidaysCard } from './market-holidays-card.tsx';
import { MarketPriceLimitCard, MarketTickTableCard } from './market-price-cards.tsx';
import { MarketHalfDaysCard, MarketSessionsCard } from './market-schedule-cards.tsx';
import { PhaseTag } from './markets-page.tsx';

function MarketEditor({ code }: { code: MarketCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const market = useMarket(code);
  const update = useUpdateMarket();
  const canEdit = useCanCall(updateMarket);
  const [form] = Form.useForm<MarketForm>();
  const lockKind = Form.useWatch('lockKind', form);
  const limitKind = Form.useWatch('limitKind', form);

  useEffect(() => {
    if (market.data) form.setFieldsValue(toMarketForm(market.data));
  }, [market.data, form]);

  const current = market.data;
  if (!current) return null;
  const disabled = !canEdit;

  return (
    <>
      <PageHeader
        title={
          <Space>
            <Link to="/markets">{t('nav.markets')}</Link>/{nameIn(current.name, language)} ({code})
            <PhaseTag phase={current.phaseNow} />
          </Space>
        }
        extra={
          canEdit ? (
            <Button
              type="primary"
              loading={update.isPending}
              onClick={() => form.submit()}
              data-testid="market-save"
            >
              {t('common.save')}
            </Button>
          ) : null
        }
      />
      <Form<MarketForm>
        form={form}
        layout="vertical"
        disabled={disabled}
        onFinish={(values) =>
          update.mutate({ code, settings: fromMarketForm({ ...toMarketForm(current), ...values }) })
        }
      >
        <MarketGeneralCard lockKind={lockKind} />
        <MarketSessionsCard disabled={disabled} />
        <MarketHalfDaysCard disabled={disabled} />
        <MarketTickTableCard disabled={disabled} />
        <MarketPriceLimitCard limitKind={limitKind} disabled={disabled} />
        <MarketFeesCard disabled={disabled} />
      </Form>
      <MarketHolidaysCard code={code} />
    </>
  );
}

export function MarketDetailPage() {
  const { code } = useParams();
  const { t } = useTranslation();
  if (!isMarketCode(code)) return <div>{t('markets.unknownMarket')}</div>;
  return <MarketEditor key={code} code={code} />;
}
