import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'terms', description: 'Lectio terms page.', path: '/terms' });

export default function Page() {
  return <h1 className="container">terms</h1>;
}
