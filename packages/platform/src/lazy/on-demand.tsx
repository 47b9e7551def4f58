import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { Spinner } from '@tire/ui';
import { useTranslate } from '../i18n/use-translate.js';
import { lazyWithRetry } from './lazy-with-retry.js';

/**
 * A part loaded when it is first shown, so the remote's first load stays within its budget: a
 * page reached from an e-mail's link (its frame and title paint at once, the content's chunk
 * follows) or an admin section below the fold. While its chunk loads, a spinner says `loadingKey`
 * (the remote's own message); a chunk that fails is retried by the area's error boundary.
 */
export function onDemand<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, loadingKey: string): ComponentType<ComponentProps<T>> {
  const Part = lazyWithRetry(load);
  return function OnDemandPart(props: ComponentProps<T>) {
    const t = useTranslate();
    return (
      <Suspense fallback={<Spinner label={t(loadingKey)} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
