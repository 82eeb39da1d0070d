import { BrowserRouter } from 'react-router';
import { AppContent } from './AppContent';

/** The app in the browser: its providers and routes under the browser's router. */
export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
