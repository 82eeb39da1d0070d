import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { CompanyListItem } from '../../../shared/api/company';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { SearchInput } from '../../components/SearchInput';
import { useCompanies } from './api/lists';
import { CompanyCard } from './lists/CompanyCard';
import { GridSkeleton } from './lists/GridSkeleton';
import { ListHeader } from './lists/ListHeader';
import { QueryView } from './lists/QueryView';
import { useSearch } from './lists/useSearch';
import './lists/lists.css';

const searchFields = (company: CompanyListItem) => [company.name];

/** /companies: the companies of the event with their team count, searchable by name. */
export default function CompaniesScreen() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const { query, setQuery, matches } = useSearch(companies.data, searchFields);

  return (
    <section className="screen">
      <ListHeader title={t('companies')} count={companies.data?.length} back="/home">
        <SearchInput label={t('searchCompanies')} value={query} onChange={setQuery} />
      </ListHeader>
      <QueryView query={companies} loading={<GridSkeleton columns={1} itemHeight={80} />}>
        {() =>
          matches && matches.length > 0 ? (
            <CardGrid
              columns={1}
              items={matches}
              itemKey={(company) => company.id}
              itemHeight={80}
              label={t('companies')}
              renderItem={(company) => <CompanyCard company={company} />}
            />
          ) : (
            <EmptyState
              message={t('noCompaniesFound')}
              icon={<Building2 aria-hidden="true" size={40} />}
            />
          )
        }
      </QueryView>
    </section>
  );
}
