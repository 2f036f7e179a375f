import { useTranslation } from 'react-i18next';
import './embedded-page.css';

export interface EmbeddedPageProps {
  src: string;
  title: string;
}

/** An external page shown inside the console (menu type 7 with `_self`), filling the content area. */
export function EmbeddedPage({ src, title }: EmbeddedPageProps) {
  const { t } = useTranslation();
  return (
    <div className="sluice-embedded">
      <iframe
        data-testid="embedded-frame"
        className="sluice-embedded__frame"
        src={src}
        title={title || t('shell.embedded.title')}
        referrerPolicy="no-referrer-when-downgrade"
        allow="fullscreen; clipboard-read; clipboard-write"
      />
    </div>
  );
}
