import { useEffect, useState } from 'react';
import { APP_CONFIG } from '../config/app-config';

function measure(): boolean {
  return document.body.getBoundingClientRect().width < APP_CONFIG.mobileBreakpoint;
}

/** Mobile = body narrower than 992 px (spec 2.5); recomputed on resize unless the page is hidden. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => (typeof document === 'undefined' ? false : document.body.clientWidth > 0 && measure()));
  useEffect(() => {
    const onResize = () => {
      if (!document.hidden) setMobile(measure());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
