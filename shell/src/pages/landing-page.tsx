import { useDocumentTitle } from './use-document-title.js';
import { LandingHero } from './landing-hero.js';
import { LandingCallToAction, LandingServices, LandingSignup } from './landing-sections.js';

/** The signed-out home: hero, services, sign-up and a closing call to action. */
export function LandingPage() {
  useDocumentTitle('nav.home');
  return (
    <div className="landing">
      <LandingHero />
      <LandingServices />
      <LandingSignup />
      <LandingCallToAction />
    </div>
  );
}
