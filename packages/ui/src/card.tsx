import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.js';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Rendered as a heading at `headingLevel` (h2 by default). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons or links under the content. */
  footer?: ReactNode;
  as?: 'section' | 'article' | 'div';
}

export function Card({ title, headingLevel = 2, description, footer, as: Tag = 'section', className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={cx('card', className)} {...rest}>
      {(title || description) && (
        <header className="card__header">
          {title && <Heading className="card__title">{title}</Heading>}
          {description && <p className="card__description">{description}</p>}
        </header>
      )}
      {children !== undefined && <div className="card__body">{children}</div>}
      {footer && <footer className="card__footer">{footer}</footer>}
    </Tag>
  );
}
