import { DashboardSection } from '../../../shared/dashboard-section.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetMyTireSetsQuery } from '../api/my-tires-api.js';
import { TireSetCard } from './tire-set-card.js';

/** The dashboard's "My tires": each set in the tire hotel with its tread, age, place and season change. */
export function MyTires() {
  const t = useTranslate();
  const query = useGetMyTireSetsQuery();
  const sets = query.data ?? [];
  return (
    <DashboardSection
      id="dashboard-tires"
      title={t('myTires.title')}
      loading={query.isLoading}
      empty={query.isError ? t('myTires.failed') : sets.length ? null : t('myTires.empty')}
    >
      <ul className="tire-set-list">
        {sets.map((set) => (
          <TireSetCard key={set.id} set={set} />
        ))}
      </ul>
    </DashboardSection>
  );
}
