import { useId, type ReactNode } from 'react';

/**
 * A titled panel of the home page, drawn like antd's Card from the theme's CSS variables. antd's Card brings Tabs
 * (for its tab list) and List brings Pagination: 20 KB gzip the first page never uses.
 */
export function HomeCard({
  title,
  extra,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className ? `sluice-home-card ${className}` : 'sluice-home-card'} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <div className="sluice-home-card__head">
          <div id={titleId} className="sluice-home-card__title">
            {title}
          </div>
          {extra ? <div className="sluice-home-card__extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="sluice-home-card__body">{children}</div>
    </section>
  );
}
