// The notice of what keeps the member from trading, with the way to fix it where there is one.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TradeParams } from '@saham/contract/trading';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { realNameCode, type AccountBlock } from './order-account-block.ts';

interface OrderAccountNoticeProps {
  block: AccountBlock;
  realNameStatus: TradeParams['realNameStatus'];
  /** The last refusal of trade/buy: its word on the real name wins over trade/params'. */
  refusal: unknown;
}

export function OrderAccountNotice({ block, realNameStatus, refusal }: OrderAccountNoticeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  switch (block) {
    case 'tradeForbidden':
      return (
        <p className="order-notice" role="alert" data-testid="order-trade-forbidden">
          <span>{t('errors.TRADE_FORBIDDEN')}</span>
        </p>
      );
    case 'realName':
      return (
        <p className="order-notice" role="alert" data-testid="order-real-name">
          <span>{t(`errors.${realNameCode(realNameStatus, refusal)}`)}</span>
          {realNameStatus !== 'pending' && (
            <button
              type="button"
              className="link-button"
              onClick={() => void navigate(ROUTES.realName)}
              data-testid="order-real-name-link"
            >
              {t('orderForm.verifyNow')}
            </button>
          )}
        </p>
      );
    case 'fundPassword':
      return (
        <p className="order-notice" role="alert" data-testid="order-fund-password">
          <span>{t('orderForm.fundPasswordNeeded')}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => void navigate(ROUTES.fundPassword)}
            data-testid="order-fund-password-link"
          >
            {t('orderForm.setFundPassword')}
          </button>
        </p>
      );
    default: {
      const unknownBlock: never = block;
      return unknownBlock;
    }
  }
}
