import { useTranslation } from 'react-i18next';
import { CSV_KINDS } from '../../../../shared/api/organizerCsv';
import { useOrganizerEvent } from '../shared/api';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { CsvKindCard } from './CsvKindCard';
import './csv.css';

/**
 * /organizer/csv: the event's companies, teams, players and results as CSV files: each one
 * downloaded, or imported from a spreadsheet (comma, semicolon or tab separated, UTF-8 or Excel's
 * UTF-16 "Unicode text"), in the order an event is set up; each kind has a template to start from.
 */
export default function CsvScreen() {
  const { t } = useTranslation('organizer');
  const event = useOrganizerEvent();
  return (
    <ConsoleScreen titleKey="sectionCsv">
      <ConsoleQuery query={event} loading={<ConsoleListSkeleton />}>
        {(chosen) => (
          <div className="csv-screen">
            <p className="csv-screen__lead">{t('csvLead', { event: chosen.name })}</p>
            <p className="csv-screen__lead">{t('csvFormats')}</p>
            <ol className="csv-screen__kinds">
              {CSV_KINDS.map((kind) => (
                <li key={kind}>
                  <CsvKindCard kind={kind} />
                </li>
              ))}
            </ol>
          </div>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}
