import { localeOfPath } from '@mx/contract/i18n/locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { LanguageProvider, loadLocale } from './lib/i18n.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The page's language first: its texts are a chunk of their own (only that language's).
void loadLocale(localeOfPath(window.location.pathname)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <LanguageProvider>
        <App />
      </LanguageProvider>
    </StrictMode>,
  ),
);
