import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');

function render(): void {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first screen waits for its language (one small chunk); if that download fails the console still starts and
// shows keys rather than nothing, and the next language switch tries again.
void i18nReady.then(render, render);
