// "Unlock to apply" on an offering's detail (decision 0028, as moomoo's and Tiger's "unlock trade"):
// a member waiting for an offering to open types the fund password now (newStock/unlock), so the
// applications of the next TRADE_UNLOCK_MINUTES on this session are not asked it. Offered while the
// offering is open, or opens before an unlock made now would end (`mayUnlockAhead`); once unlocked,
// the detail says until when, in the display zone, as the buy screen does.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferingDetail } from '@saham/contract/new-stock';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useSession } from '../../shared/storage/session.ts';
import { useServerNow } from '../../shared/time/server-clock.ts';
import { FundPasswordDialog } from '../../shared/ui/fund-password-dialog.tsx';
import { useNewStockUnlock } from './api/new-stock-actions.ts';
import { mayUnlockAhead, unlockedUntilOf } from './new-stock-rules.ts';

type UnlockOffering = OfferingDetail & { unlockedUntil: string | null; unlockMinutes: number };

export function TradeUnlock({ offering, offsetMs }: { offering: UnlockOffering; offsetMs: number }) {
  const { t } = useTranslation();
  const { clock } = useFormatters();
  const session = useSession();
  const now = useServerNow(offsetMs, 5_000);
  const [isAsking, setIsAsking] = useState(false);
  if (session === null || session.isGuest) return null;
  if (offering.period !== 'open' && offering.period !== 'not_open') return null;
  const until = unlockedUntilOf(offering.unlockedUntil, now);
  const hint = t(offering.period === 'open' ? 'newStock.unlock.hintOpen' : 'newStock.unlock.hintAhead', {
    minutes: String(offering.unlockMinutes),
  });
  return (
    <>
      {until !== null ? (
        <p className="ns-unlocked muted small" data-testid="offering-unlocked">
          {t('newStock.buy.unlockedUntil', { time: clock(until) })}
        </p>
      ) : (
        mayUnlockAhead(offering, now) && (
          <div className="ns-unlock" data-testid="offering-unlock">
            <p className="muted small" data-testid="offering-unlock-hint">
              {hint}
            </p>
            <Button
              block
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => setIsAsking(true)}
              data-testid="offering-unlock-button"
            >
              {t('newStock.unlock.action')}
            </Button>
          </div>
        )
      )}
      {/* Outside the action, which the unlock replaces: the dialog stays to report how it went. */}
      {isAsking && <UnlockDialog hint={hint} onDone={() => setIsAsking(false)} />}
    </>
  );
}

/** The fund password, as the purchase step asks it; a refusal is the app's one toast and unlocks nothing. */
function UnlockDialog({ hint, onDone }: { hint: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { clock } = useFormatters();
  const unlock = useNewStockUnlock();
  return (
    <FundPasswordDialog
      title={t('newStock.unlock.action')}
      message={<span className="ns-unlock-dialog-hint">{hint}</span>}
      label={t('newStock.buy.fundPassword')}
      placeholder={t('newStock.buy.fundPasswordHint')}
      missingText={t('newStock.problems.password')}
      confirmText={t('newStock.unlock.confirm')}
      isBusy={unlock.isPending}
      onCancel={onDone}
      onConfirm={(fundPassword) =>
        unlock.mutate(
          { fundPassword },
          {
            onSuccess: ({ unlockedUntil }) => {
              if (unlockedUntil !== null)
                showToast(t('newStock.unlock.done', { time: clock(unlockedUntil) }));
              onDone();
            },
            onError: onDone,
          },
        )
      }
      testId="offering-unlock-dialog"
      passwordTestId="offering-unlock-password"
    />
  );
}
