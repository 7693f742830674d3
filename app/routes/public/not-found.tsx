import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'not-found', description: 'Lectio not-found page.', path: '/not-found' });

export default function Page() {
  return <h1 className="container">not-found</h1>;
}
