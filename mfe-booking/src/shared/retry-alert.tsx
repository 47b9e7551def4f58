import { Alert, Button } from '@tire/ui';

/** Something failed that may work a second time (a load, a save): say what, with one button to try again. */
export function RetryAlert({ title, retryLabel, onRetry }: { title: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
