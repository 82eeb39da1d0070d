import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { lazyScreen } from '../../lib/lazyScreen';
import { CONSOLE_SECTIONS } from './sections';

const ConsoleHomeScreen = lazyScreen(() => import('./ConsoleHomeScreen'));
const NewEventScreen = lazyScreen(() => import('./event/NewEventScreen'));

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
      {CONSOLE_SECTIONS.map((section) => (
        <Route key={section.path} path={section.path} element={<section.screen />} />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
