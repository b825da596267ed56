import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { lightTheme } from './ui/theme/lightTheme.css';

// The theme's variables must be there for the first paint: added in an effect, the
// page first laid out without them and then jumped (Lighthouse's layout shift 0.1).
document.documentElement.classList.add(lightTheme);

async function start() {
  // `npm run dev:mock` runs the whole app on the MSW world. The check is on the build
  // mode, which Vite replaces with a constant, so a production build drops this branch
  // and ships no MSW or fixture code (a test checks the bundle).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
