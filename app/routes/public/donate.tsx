import { useParams } from 'react-router';
import { donatePath } from '@common/routes';
import { DonatePage } from '~/features/marketing/components/DonatePage';
import { schoolNameFromParam } from '~/features/marketing/utils/school-name';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/donate';

/** Client-rendered (not prerendered): the school comes from the address. */
export const meta = ({ params }: Route.MetaArgs) => {
  const school = schoolNameFromParam(params.schoolName);
  return pageMeta({
    title: school ? `Donate to ${school}` : 'Donations',
    description: 'Online donations are not open for this school yet.',
    path: school ? donatePath(school) : '/donate',
    noindex: true,
  });
};

export default function DonateRoute() {
  const { schoolName } = useParams();
  return <DonatePage schoolName={schoolNameFromParam(schoolName)} />;
}
