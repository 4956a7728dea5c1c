import { createRoot } from 'react-dom/client';
import { StandaloneHost } from 'standalone-host';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <StandaloneHost>
    <App />
  </StandaloneHost>,
);
