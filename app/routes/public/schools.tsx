import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta({ title: 'schools', description: 'Lectio schools page.', path: '/schools' });

export default function Page() {
  return <h1 className="container">schools</h1>;
}
