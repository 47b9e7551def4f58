import type { ComponentType, ReactNode } from 'react';
import { cx } from '@tire/ui';
import { MessagesIntl, type LanguageMessages } from '../i18n/remote-intl.js';
import { useTranslate } from '../i18n/use-translate.js';
import { useDocumentTitle } from './use-document-title.js';

export interface PageFrameProps {
  /** The tab title and, unless `heading` is given, the page's h1. Already in the visitor's language. */
  title: string;
  /** An h1 other than the tab title (e.g. a greeting with the customer's name). */
  heading?: ReactNode;
  lead?: ReactNode;
  /** The page's own class beside `container page` (its layout and the tests' handle). */
  className?: string;
  /** More of the header below the lead (e.g. the shop's claims). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/** A remote page's frame: the tab title, the h1 with its lead, and the page's content below. */
export function PageFrame({ title, heading = title, lead, className, headerExtra, children }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={cx('container page', className)}>
      <header className="page__header">
        <h1 className="page__title">{heading}</h1>
        {lead !== undefined && <p className="page__lead">{lead}</p>}
        {headerExtra}
      </header>
      {children}
    </div>
  );
}

/**
 * A remote's exposed page: `Content` rendered inside the remote's messages, so that it may
 * translate (useTranslate) from its first line.
 */
export function withMessages(messages: Partial<LanguageMessages>, Content: ComponentType): ComponentType {
  return function PageWithMessages() {
    return (
      <MessagesIntl messages={messages}>
        <Content />
      </MessagesIntl>
    );
  };
}

/** The message keys of a page's frame (see PageFrame). */
export interface FrameKeys {
  title: string;
  lead?: string;
  className?: string;
}

/**
 * A remote's page that is only its frame around one feature: `Content` under the title and
 * lead of these keys, all inside the remote's messages.
 */
export function framedPage(messages: Partial<LanguageMessages>, keys: FrameKeys, Content: ComponentType): ComponentType {
  return withMessages(messages, function FramedPage() {
    const t = useTranslate();
    return (
      <PageFrame title={t(keys.title)} lead={keys.lead && t(keys.lead)} className={keys.className}>
        <Content />
      </PageFrame>
    );
  });
}
