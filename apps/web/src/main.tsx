// Global styles first, so every CSS Module that follows wins ties against element defaults.
import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

// The server sends a title and description for crawlers that run no JavaScript; each page
// renders its own (React 19 hoists them), and document.title would keep reading the first.
for (const element of document.querySelectorAll(
  'title[data-server-head], meta[name="description"][data-server-head]',
)) {
  element.remove();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
