import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { APP_CONFIG } from '../../../config/app-config';
import { authApi } from '../api';

export type ScanPhase = 'loading' | 'waiting' | 'scanned' | 'signing-in' | 'expired' | 'failed';

export interface ScanLogin {
  phase: ScanPhase;
  /** The QR code as an SVG data URL. */
  qr: string | null;
  refresh: () => void;
}

async function qrFor(ticket: string): Promise<string> {
  const svg = await QRCode.toString(JSON.stringify({ t: 'login', id: ticket }), { type: 'svg', errorCorrectionLevel: 'L', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Scan sign-in (contract section 2): fetch a ticket, show it as a QR code, poll its status every second
 * until the phone confirms (token) or it expires. Polling stops when the component using it unmounts.
 */
export function useScanLogin(onToken: (token: string) => Promise<void>): ScanLogin {
  const [attempt, setAttempt] = useState(0);
  const [ticket, setTicket] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [phase, setPhase] = useState<ScanPhase>('loading');
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        const next = await authApi.codeCertificate();
        const image = await qrFor(next);
        if (cancelled) return;
        setTicket(next);
        setQr(image);
        setPhase('waiting');
      } catch {
        if (!cancelled) setPhase('failed');
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    if (!ticket) return;
    const controller = new AbortController();
    let timer = 0;
    const poll = async () => {
      try {
        const { status, value } = await authApi.codeCertificateStatus(ticket, controller.signal);
        if (controller.signal.aborted) return;
        if (status === -1) return setPhase('expired');
        if (status === 2 && value) {
          setPhase('signing-in');
          try {
            await onTokenRef.current(value);
          } catch {
            if (!controller.signal.aborted) setPhase('failed');
          }
          return;
        }
        if (status === 1) setPhase('scanned');
      } catch {
        // A missed poll is retried on the next tick.
        if (controller.signal.aborted) return;
      }
      timer = window.setTimeout(() => void poll(), APP_CONFIG.scanPollMs);
    };
    timer = window.setTimeout(() => void poll(), APP_CONFIG.scanPollMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [ticket]);

  const refresh = () => {
    setTicket(null);
    setQr(null);
    setPhase('loading');
    setAttempt((value) => value + 1);
  };

  return { phase, qr, refresh };
}
