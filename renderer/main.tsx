import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import './ui/ui.css';
import './ui/feature-card.css';
import './ui/controls/radio-group.css';
import './app/banners/catalog-build-banner.css';
import './app/app.css';
import { Root } from './app/root';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
