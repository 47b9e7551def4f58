import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useClock, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Badge, buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { isSomeLocationOpen, msToNextMinute } from '../opening-hours/open-now.js';

/**
 * "Online now" only while some location is open (Helsinki time, by the locations' opening
 * hours); otherwise, and until the hours are known (the server's HTML, the first render), what
 * is always true: booking online works around the clock. Looked at again every minute.
 */
function OnlineBadge() {
  const t = useTranslate();
  const clock = useClock();
  const { data: locations } = useGetServiceLocationsQuery();
  const [minute, setMinute] = useState(0);
  useEffect(() => clock.after(msToNextMinute(clock.now()), () => setMinute((value) => value + 1)), [clock, minute]);
  if (locations && isSomeLocationOpen(locations, clock.now())) {
    return (
      <Badge tone="success" className="hero__online">
        <span className="dot" aria-hidden="true" />
        {t('landing.onlineNow')}
      </Badge>
    );
  }
  return <Badge className="hero__online">{t('landing.bookOnline')}</Badge>;
}

/** Why to trust the shop: the customers' rating and the average time of a visit. */
function HeroStats() {
  const t = useTranslate();
  return (
    <aside className="hero__stats" aria-label={t('landing.trusted')}>
      <div className="stat">
        <p className="stat__value" aria-label={t('landing.ratingLabel')}>
          ★ {t('landing.rating')}
        </p>
        <p className="stat__label">{t('landing.happyCustomers')}</p>
      </div>
      <div className="stat">
        <p className="stat__value">{t('landing.avgTime')}</p>
        <p className="stat__label">{t('landing.avgTimeLabel')}</p>
      </div>
      <p className="hero__trusted">{t('landing.trusted')}</p>
    </aside>
  );
}

/** The two main ways in, the hero's and the closing call's: book a time, or shop (and `children`). */
export function BookAndShopLinks({ onDark = false, children }: { onDark?: boolean; children?: ReactNode }) {
  const t = useTranslate();
  return (
    <div className="hero__actions">
      <Link to={PAGE_PATHS.tireChange} className={buttonClassName('secondary', 'lg')}>
        {t('landing.book')}
      </Link>
      <Link to={PAGE_PATHS.tireShop} className={buttonClassName('outline', 'lg', onDark ? 'btn--on-dark' : undefined)}>
        {t('landing.shop')}
      </Link>
      {children}
    </div>
  );
}

/** The landing page's first view: what the shop offers, the ways in (book, shop, track) and why to trust it. */
export function LandingHero() {
  const t = useTranslate();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <OnlineBadge />
          <h1 id="hero-title" className="hero__title">
            {t('landing.title')}
          </h1>
          <p className="hero__tagline">{t('landing.tagline')}</p>
          <BookAndShopLinks>
            <Link to={PAGE_PATHS.trackOrder} className="hero__track">
              {t('landing.track')} →
            </Link>
          </BookAndShopLinks>
          <ul className="hero__features">
            <li>✓ {t('landing.feature.tools')}</li>
            <li>✓ {t('landing.feature.quality')}</li>
            <li>✓ {t('landing.feature.fast')}</li>
          </ul>
        </div>
        <HeroStats />
      </div>
    </section>
  );
}
