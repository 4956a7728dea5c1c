import { renderStandalone } from 'standalone-host';
import App from './App';

renderStandalone(<App />);
