// /login/start1 — the first-visit welcome: three slides about the product, then the logon choice.
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarketsClaim } from '../../shared/config/markets-claim.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { STORAGE_KEYS, writeItem } from '../../shared/storage/local-store.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { Icon, type IconName } from '../../shared/ui/icons.tsx';
import './auth.css';

/** The first slide's title is the exchanges claim from the site configuration (issue 16 §6). */
const SLIDES: { icon: IconName; title: string | null; text: string }[] = [
  { icon: 'globe', title: null, text: 'welcome.slide1Text' },
  { icon: 'shield', title: 'welcome.slide2Title', text: 'welcome.slide2Text' },
  { icon: 'rocket', title: 'welcome.slide3Title', text: 'welcome.slide3Text' },
];

export function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const { claim, marketsLine } = useMarketsClaim();
  const isLast = index === SLIDES.length - 1;

  const finish = () => {
    writeItem(STORAGE_KEYS.hasSeenIntro, 'true');
    void navigate(ROUTES.logon, { replace: true });
  };

  const goTo = (next: number) => {
    const element = track.current;
    if (element) element.scrollTo({ left: element.clientWidth * next, behavior: 'smooth' });
    setIndex(next);
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className="welcome-screen" data-testid="welcome-screen">
      <div className="welcome-top">
        <BrandMark size={32} />
        <button type="button" className="welcome-skip" onClick={finish} data-testid="welcome-skip">
          {t('welcome.skip')}
        </button>
      </div>
      <div className="welcome-track" ref={track} onScroll={onScroll}>
        {SLIDES.map((slide, slideIndex) => (
          <section key={slide.text} className="welcome-slide" aria-hidden={slideIndex !== index}>
            <div className={`welcome-art art-${slideIndex + 1}`}>
              <Icon name={slide.icon} size={88} strokeWidth={1.3} />
            </div>
            <h1 className="welcome-title">{slide.title === null ? claim : t(slide.title)}</h1>
            <p className="welcome-text">{t(slide.text)}</p>
            {slide.title === null && marketsLine && (
              <p className="welcome-text welcome-markets" data-testid="welcome-markets">
                {marketsLine}
              </p>
            )}
          </section>
        ))}
      </div>
      <div className="welcome-footer">
        <div className="welcome-dots" aria-hidden="true">
          {SLIDES.map((slide, dotIndex) => (
            <span key={slide.title} className={dotIndex === index ? 'welcome-dot active' : 'welcome-dot'} />
          ))}
        </div>
        <Button
          color="primary"
          size="large"
          onClick={isLast ? finish : () => goTo(index + 1)}
          data-testid={isLast ? 'welcome-start' : 'welcome-next'}
        >
          {isLast ? t('welcome.getStarted') : t('welcome.next')}
        </Button>
      </div>
    </div>
  );
}
