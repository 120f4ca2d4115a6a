import { renderStandalone } from '@yoga/auth';
import App from './app/app';

renderStandalone(App, '/');
