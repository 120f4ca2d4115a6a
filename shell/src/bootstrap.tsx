import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { App } from './app/app';
import './styles/global.css';

async function start() {
  await registerRemotesFromManifest();
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void start();
