// /home/blockTrade1?id=… — one block deal and its buy form: quantity (at least the minimum, whole
// lots) and the deal's secret key; the amount at the block price shows as the member types. A confirm
// dialog repeats the order; a purchase lands in /home/blockTrade2 and, locked, in /trade/index.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BlockDeal } from '@saham/contract/block-trades';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useBlockTradeBuy } from './api/block-trade-buy.ts';
import { useBlockTradeDetail } from './api/block-trade-detail.ts';
import { blockAmount, buyProblem, priceText, type FormProblem } from './block-trade-rules.ts';
import { DealCard } from './deal-card.tsx';
import { useDealName } from './use-deal-name.ts';
import './block-trades.css';

function dealIdOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function BlockTradeBuyScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = dealIdOf(searchParams.get('id'));
  return (
    <Page title={t('blockTrade.buyTitle')} testId="block-trade-buy-screen">
      {id === null ? (
        <EmptyState title={t('errors.PRODUCT_NOT_FOUND')} testId="block-trade-missing" />
      ) : (
        <DealDetail id={id} />
      )}
    </Page>
  );
}

function DealDetail({ id }: { id: number }) {
  const { marketDate } = useFormatters();
  const nameOf = useDealName();
  const query = useBlockTradeDetail(id);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const deal = query.data;
  return (
    <>
      <DealCard deal={deal} name={nameOf(deal)} formatDate={(iso) => marketDate(iso, deal.market)} />
      <BuyForm deal={deal} />
    </>
  );
}

function BuyForm({ deal }: { deal: BlockDeal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { moneyIn } = useFormatters();
  const buy = useBlockTradeBuy();
  const [quantity, setQuantity] = useState('');
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const amount = blockAmount(deal, quantity);
  const isOpen = deal.state === 'open';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = buyProblem(deal, quantity, key);
    setProblem(found);
    if (found !== null) return;
    buy.reset();
    setIsConfirming(true);
  };

  const confirm = () => {
    buy.mutate(
      { dealId: deal.id, quantity: quantity.trim(), key },
      {
        onSuccess: () => {
          setIsConfirming(false);
          showToast(t('blockTrade.bought'));
          void navigate(ROUTES.blockTrade2, { replace: true });
        },
        onError: () => setIsConfirming(false),
      },
    );
  };

  return (
    <form className="card form bt-form" onSubmit={submit} noValidate data-testid="block-trade-form">
      <Field
        label={t('blockTrade.quantity')}
        value={quantity}
        onChange={(value) => setQuantity(value.replace(/[^\d]/g, ''))}
        placeholder={t('blockTrade.quantityHint', { shares: deal.minShares, lot: deal.lotSize })}
        inputMode="numeric"
        maxLength={12}
        testId="block-trade-quantity"
        error={
          problem && problem.key !== 'blockTrade.keyRequired' ? t(problem.key, problem.values ?? {}) : null
        }
      />
      <Field
        label={t('blockTrade.key')}
        value={key}
        onChange={setKey}
        placeholder={t('blockTrade.keyHint')}
        type="password"
        maxLength={64}
        autoComplete="off"
        testId="block-trade-key"
        error={problem?.key === 'blockTrade.keyRequired' ? t(problem.key) : null}
      />
      <dl className="bt-summary" data-testid="block-trade-summary">
        <div>
          <dt>{t('blockTrade.amount')}</dt>
          <dd data-testid="block-trade-amount">
            {amount === null ? '--' : `${moneyIn(amount, deal.currency)} ${deal.currency}`}
          </dd>
        </div>
        <div>
          <dt>{t('blockTrade.leverage')}</dt>
          <dd>1×</dd>
        </div>
      </dl>
      <p className="muted small">{t('blockTrade.chargesNote', { days: deal.lockDays })}</p>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        disabled={!isOpen || buy.isPending}
        data-testid="block-trade-submit"
      >
        {isOpen ? t('blockTrade.buy') : t(`blockTrade.states.${deal.state}`)}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('blockTrade.confirmTitle')}
        message={
          <span data-testid="block-trade-confirm-details">
            {t('blockTrade.confirmOrder', {
              quantity,
              code: deal.code,
              price: priceText(deal.blockPrice, deal.market),
            })}
            <br />
            <strong>
              {t('blockTrade.confirmAmount', {
                amount: `${moneyIn(amount ?? '0', deal.currency)} ${deal.currency}`,
              })}
            </strong>
          </span>
        }
        confirmText={t('blockTrade.buy')}
        isBusy={buy.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        testId="block-trade-dialog"
      />
    </form>
  );
}
