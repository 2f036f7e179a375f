import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';

function isFullscreen(): boolean {
  return document.fullscreenElement !== null && document.fullscreenElement !== undefined;
}

/** Enters or leaves full screen; where the browser cannot, says '不支持全屏' (spec section 8). */
export function FullscreenButton() {
  const { t } = useTranslation();
  const [active, setActive] = useState(isFullscreen);
  useEffect(() => {
    const onChange = () => setActive(isFullscreen());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      feedback.warning(t('topbar.fullscreen.unsupported'));
      return;
    }
    try {
      if (isFullscreen()) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // A refused request (policy, no user gesture) is the same as no support to the person looking at it.
      feedback.warning(t('topbar.fullscreen.unsupported'));
    }
  };

  const label = active ? t('topbar.fullscreen.exit') : t('topbar.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="sluice-tool"
        data-testid="fullscreen-toggle"
        aria-label={label}
        aria-pressed={active}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
