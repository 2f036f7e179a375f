import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSignature, signAddress } from '../../lib/signed-link';
import './embedded-page.css';

export interface EmbeddedPageProps {
  /** The menu's address; a `${jnpfToken}` in it is replaced by a one-minute signature, never by the session token. */
  src: string;
  title: string;
}

type Frame = { state: 'opening' } | { state: 'ready'; url: string } | { state: 'failed' };

/** An external page shown inside the console (menu type 7 with `_self`), filling the content area. */
export function EmbeddedPage({ src, title }: EmbeddedPageProps) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<Frame>(() => (needsSignature(src) ? { state: 'opening' } : { state: 'ready', url: src }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!needsSignature(src)) {
      setFrame({ state: 'ready', url: src });
      return undefined;
    }
    let current = true;
    setFrame({ state: 'opening' });
    signAddress(src).then(
      (url) => current && setFrame({ state: 'ready', url }),
      () => current && setFrame({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [src, attempt]);

  if (frame.state === 'opening') {
    return (
      <div className="sluice-embedded__status" role="status">
        <Spin />
        <span>{t('shell.embedded.opening')}</span>
      </div>
    );
  }
  if (frame.state === 'failed') {
    return (
      <Result
        status="warning"
        title={t('shell.embedded.failed')}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('shell.embedded.retry')}</Button>}
      />
    );
  }
  return (
    <div className="sluice-embedded">
      <iframe
        data-testid="embedded-frame"
        className="sluice-embedded__frame"
        src={frame.url}
        title={title || t('shell.embedded.title')}
        // The signed address is for this frame only: it must not leave in a Referer header.
        referrerPolicy="no-referrer"
        allow="fullscreen; clipboard-read; clipboard-write"
      />
    </div>
  );
}
