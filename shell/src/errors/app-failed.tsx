import { AreaFailed, platformText } from '@tire/platform';
import { Button } from '@tire/ui';

/**
 * The last resort, when the shell itself failed to render (its providers, its layout): never a
 * white page. It needs nothing but the platform (whose texts are its own, in the customer's
 * language), since what failed may be the shell's messages or its router.
 */
export function AppFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="app__main">
      <AreaFailed onRetry={onRetry} headingLevel={1} />
      <p className="container app-failed__reload">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {platformText('failure.reload')}
        </Button>
      </p>
    </main>
  );
}
