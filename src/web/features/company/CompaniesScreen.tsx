import { Building2 } from 'lucide-react';
import type { CompanyListItem } from '../../../shared/api/company';
import { RowCardSkeleton } from '../../components/RowCardSkeleton';
import { SearchableListScreen } from '../../components/SearchableListScreen';
import { useCompanies } from './api';
import { CompanyCard } from './CompanyCard';

const searchFields = (company: CompanyListItem) => [company.name];

/** /companies: the companies of the event with their team count, searchable by name. */
export default function CompaniesScreen() {
  const companies = useCompanies();
  return (
    <SearchableListScreen
      query={companies}
      titleKey="companies"
      searchLabelKey="searchCompanies"
      searchFields={searchFields}
      emptyKey="noCompaniesFound"
      emptyIcon={Building2}
      columns={1}
      itemHeight={80}
      skeletonCard={<RowCardSkeleton />}
      itemKey={(company) => company.id}
      renderItem={(company) => <CompanyCard company={company} />}
    />
  );
}
