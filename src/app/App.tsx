import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import '../ui/theme/fonts';
import '../ui/styles/global.css';
import { lightTheme } from '../ui/theme/lightTheme.css';
import { pageFrame } from '../ui/styles/page.css';
import { isSketchPath } from '../ui/styles/page';
import { AppHome } from './AppHome';

/** The page frame: the spec's top margin on every page but /sketch/*. */
function Frame() {
  const { pathname } = useLocation();
  return (
    <div className={pageFrame({ sketch: isSketchPath(pathname) })}>
      <AppHome />
    </div>
  );
}

/** The composition root. Routes, providers and features are added here as they land. */
export function App() {
  useEffect(() => {
    document.documentElement.classList.add(lightTheme);
  }, []);
  return (
    <BrowserRouter>
      <Frame />
    </BrowserRouter>
  );
}
