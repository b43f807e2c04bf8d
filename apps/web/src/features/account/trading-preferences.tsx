// Settings › Trading (issue 16 §2): whether an order is confirmed on a sheet before it is sent (the
// order sheet's "don't ask again" turns it off; here it comes back), and the colour of a rise — green
// or red, the language's custom until the member chooses. Both are kept on this device.
import { useTranslation } from 'react-i18next';
import {
  chooseUpColour,
  setOrderConfirm,
  UP_COLOURS,
  useOrderConfirm,
  useUpColour,
} from '../../shared/storage/trade-preferences.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import './trading-preferences.css';

export function TradingPreferences() {
  const { t } = useTranslation();
  const upColour = useUpColour();
  const isConfirmOn = useOrderConfirm();
  return (
    <section className="card menu-card" data-testid="settings-trading">
      <div className="setting-row" style={{ borderTop: 0 }}>
        <span className="menu-icon tone-green">
          <Icon name="stock" size={18} />
        </span>
        <span className="menu-label">{t('settings.upColour')}</span>
        <div className="segmented-inline" role="group" aria-label={t('settings.upColour')}>
          {UP_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              aria-pressed={upColour === colour}
              onClick={() => chooseUpColour(colour)}
              data-testid={`up-colour-${colour}`}
            >
              <span className={`up-swatch ${colour}`} aria-hidden="true">
                ▲
              </span>
              {t(`settings.upColours.${colour}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="setting-row">
        <span className="menu-icon tone-orange">
          <Icon name="check" size={18} />
        </span>
        <span className="menu-label">{t('settings.orderConfirm')}</span>
        <div className="segmented-inline" role="group" aria-label={t('settings.orderConfirm')}>
          {[true, false].map((isOn) => (
            <button
              key={String(isOn)}
              type="button"
              aria-pressed={isConfirmOn === isOn}
              onClick={() => setOrderConfirm(isOn)}
              data-testid={`order-confirm-${isOn ? 'on' : 'off'}`}
            >
              {t(isOn ? 'settings.on' : 'settings.off')}
            </button>
          ))}
        </div>
      </div>
      <p className="font-preview">{t('settings.orderConfirmHint')}</p>
    </section>
  );
}
