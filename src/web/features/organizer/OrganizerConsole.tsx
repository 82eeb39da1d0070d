import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { lazyScreen } from '../../lib/lazyScreen';
import { CONSOLE_SECTIONS } from './sections';

const ConsoleHomeScreen = lazyScreen(() => import('./ConsoleHomeScreen'));
const NewEventScreen = lazyScreen(() => import('./event/NewEventScreen'));
const RevealScreen = lazyScreen(() => import('./reveal/RevealScreen'));
const HrResultsScreen = lazyScreen(() => import('./hr-results/HrResultsScreen'));
const CertificateScreen = lazyScreen(() => import('./hr-results/CertificateScreen'));

/**
 * /organizer/*: the console's own route table. The app's route list
 * holds this one entry, so the console's many screens add nothing to the first screen's
 * download; each loads when it is opened.
 */
export default function OrganizerConsole() {
  return (
    <Routes>
      <Route index element={<ConsoleHomeScreen />} />
      <Route path="new-event" element={<NewEventScreen />} />
      <Route path="reveal" element={<RevealScreen />} />
      {CONSOLE_SECTIONS.map((section) => (
        <Route key={section.path} path={section.path} element={<section.screen />} />
      ))}
      <Route path="companies/:companyId/results" element={<HrResultsScreen />} />
      <Route
        path="companies/:companyId/results/:teamId/certificate"
        element={<CertificateScreen />}
      />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
